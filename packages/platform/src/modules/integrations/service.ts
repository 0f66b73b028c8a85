import { recordAction } from '../../audit/actionLog.js';
import type { Db } from '../../db/types.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { DestinationNotAllowed, NOT_ALLOWED, type OutboundPolicy } from '../../outbound/index.js';
import { scopeOf, type Caller, type Scope } from '../../policy/index.js';
import { IntegrationsRepository, type IntegrationRow, type NetworkRow } from './repository.js';
import {
  duplicateTypeErrors,
  networkNotificationSettings,
  saveNetworkNotificationSetting,
  type NetworkNotificationSetting,
} from './notificationSettings.js';
import { integrationErrors, mergeSettings, publicSettings, type StoredSettings } from './rules.js';
import { alarmTarget, answerText, attemptLog, printable, sendTestAlarm, TEST_CODE } from './testAlarm.js';

/** The body of POST and PUT /v2/integrations/... (PUT: fields left out keep their value). */
export interface IntegrationInput {
  kind?: string;
  ip?: string;
  port?: number;
  description?: string;
  settings?: StoredSettings;
}

const iso = (d: Date) => new Date(d).toISOString();

export function integrationOut(r: IntegrationRow) {
  return {
    id: r.id,
    networkId: r.network_id,
    kind: r.kind,
    ip: r.ip,
    port: r.port,
    description: r.description,
    status: r.status,
    settings: publicSettings(r.kind, r.settings ?? {}),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

/** The audited fields of an integration; the recorder masks `pin`. */
const audited = (r: IntegrationRow) => ({
  networkId: r.network_id,
  kind: r.kind,
  ip: r.ip,
  port: r.port,
  description: r.description,
  status: r.status,
  settings: r.settings,
});

const inScope = (scope: Scope, n: NetworkRow) =>
  scope.all || (n.client_id !== null && scope.clientIds.includes(n.client_id));

/** 400 `ip: NOT_ALLOWED`: the receiver's address is one the outbound policy refuses. */
const notAllowed = (refusal: DestinationNotAllowed) =>
  badRequest(`The receiver's address is not allowed: ${refusal.message}`, { ip: NOT_ALLOWED });

export class IntegrationsService {
  private readonly repo: IntegrationsRepository;

  /** `policy`: where receivers may be (outboundPolicy(config)); checked on save and on every send. */
  constructor(
    private readonly db: Db,
    private readonly policy: OutboundPolicy,
  ) {
    this.repo = new IntegrationsRepository(db);
  }

  /** Refuses (400 ip NOT_ALLOWED) a receiver the policy refuses now; a name that does not resolve passes. */
  private async checkDestination(ip: string, port: number) {
    const refusal = await this.policy.refusal(ip, port);
    if (refusal) throw notAllowed(refusal);
  }

  /** The network, when the caller may see it (a network without a client: admins only); else 404. */
  private async network(caller: Caller, networkId: number): Promise<NetworkRow> {
    const n = await this.repo.network(networkId);
    if (!n || !inScope(await scopeOf(this.db, caller), n)) throw notFound('Network not found');
    return n;
  }

  /** The integration of that network (or of any network in scope when networkId is left out). */
  private async integration(caller: Caller, id: number, networkId?: number) {
    const row = await this.repo.byId(id);
    if (!row || (networkId !== undefined && row.network_id !== networkId)) throw notFound('Integration not found');
    const network = await this.network(caller, row.network_id).catch(() => {
      throw notFound('Integration not found');
    });
    return { row, network };
  }

  async list(caller: Caller, networkId: number) {
    await this.network(caller, networkId);
    return (await this.repo.listOfNetwork(networkId)).map(integrationOut);
  }

  async create(caller: Caller, networkId: number, input: IntegrationInput) {
    const network = await this.network(caller, networkId);
    const write = this.validated(input, {});
    await this.checkDestination(write.ip, write.port);
    return this.db.transaction(async (tx) => {
      const row = await this.repo.insert(tx, networkId, { ...write, status: 'pending' });
      await recordAction(tx, {
        entityType: 'integration',
        entityId: row.id,
        action: 'create',
        actorId: caller.id,
        after: audited(row),
        clientIds: network.client_id === null ? [] : [network.client_id],
        organizationId: network.organization_id,
      });
      return integrationOut(row);
    });
  }

  async update(caller: Caller, networkId: number, id: number, input: IntegrationInput) {
    const { row: current, network } = await this.integration(caller, id, networkId);
    // Checked before the row is locked (a look-up may take seconds); again inside if a writer changed it meanwhile.
    const planned = this.validated(input, current);
    await this.checkDestination(planned.ip, planned.port);
    return this.db.transaction(async (tx) => {
      const before = (await this.repo.byId(id, tx, true))!;
      const write = this.validated(input, before);
      if (write.ip !== planned.ip || write.port !== planned.port) await this.checkDestination(write.ip, write.port);
      const changed =
        write.kind !== before.kind ||
        write.ip !== before.ip ||
        write.port !== before.port ||
        JSON.stringify(write.settings) !== JSON.stringify(mergeSettings(before.kind, before.settings ?? {}));
      const row = await this.repo.update(tx, id, { ...write, status: changed ? 'pending' : before.status });
      await recordAction(tx, {
        entityType: 'integration',
        entityId: id,
        action: 'update',
        actorId: caller.id,
        before: audited(before),
        after: audited(row),
        clientIds: network.client_id === null ? [] : [network.client_id],
        organizationId: network.organization_id,
      });
      return integrationOut(row);
    });
  }

  async remove(caller: Caller, networkId: number, id: number) {
    const { row, network } = await this.integration(caller, id, networkId);
    await this.db.transaction(async (tx) => {
      await this.repo.remove(tx, id);
      await recordAction(tx, {
        entityType: 'integration',
        entityId: id,
        action: 'delete',
        actorId: caller.id,
        before: audited(row),
        clientIds: network.client_id === null ? [] : [network.client_id],
        organizationId: network.organization_id,
      });
    });
  }

  async logs(caller: Caller, id: number, limit: number, offset: number) {
    await this.integration(caller, id);
    const page = await this.repo.logs(id, limit, offset);
    return {
      items: page.items.map((l) => ({ id: l.id, createdAt: iso(l.created_at), log: l.log })),
      total: page.total,
    };
  }

  /**
   * "Send test alarm": an RX event now (SIA DC-09, or short-XML for shortxml), every attempt in the
   * integration log, the status from the outcome (ACK: success, else error), one audit row. Answers the
   * outcome and each attempt's bytes (the answer's only when it is the protocol's own). A receiver the
   * outbound policy refuses is a 400 (`ip: NOT_ALLOWED`) with nothing sent and nothing recorded.
   */
  async testAlarm(caller: Caller, networkId: number, id: number) {
    const { row, network } = await this.integration(caller, id, networkId);
    const target = alarmTarget(row);
    // every kind of the table's CHECK has a target; a row of another kind cannot be tested
    if (!target) throw new AppError(409, 'CONFLICT', `No test alarm for integrations of kind ${row.kind}`);
    const errors = integrationErrors({ ...row, settings: mergeSettings(row.kind, row.settings ?? {}) });
    if ('account' in target && !target.account) errors['settings.uid'] = 'REQUIRED';
    if (Object.keys(errors).length) throw badRequest('The integration is not complete', errors);
    const result = await sendTestAlarm(target, this.policy).catch((err: unknown) => {
      throw err instanceof DestinationNotAllowed ? notAllowed(err) : err;
    });
    const status = result.outcome === 'ack' ? 'success' : 'error';
    await this.db.transaction(async (tx) => {
      const updated = await tx.query(
        'UPDATE integrations SET status = $2, updated_at = now() WHERE id = $1 RETURNING id',
        [id, status],
      );
      if (!updated.length) throw notFound('Integration not found');
      for (const a of result.attempts)
        await tx.query('INSERT INTO integration_logs (integration_id, created_at, log) VALUES ($1, $2, $3)', [
          id,
          a.sentAt,
          attemptLog(a),
        ]);
      await recordAction(tx, {
        entityType: 'integration',
        entityId: id,
        action: 'sendTestAlarm',
        actorId: caller.id,
        before: { status: row.status },
        after: { status, outcome: result.outcome, code: TEST_CODE },
        clientIds: network.client_id === null ? [] : [network.client_id],
        organizationId: network.organization_id,
      });
    });
    return {
      outcome: result.outcome,
      status,
      sequence: result.sequence,
      attempts: result.attempts.map((a) => ({
        attempt: a.attempt,
        outcome: a.outcome,
        sentAt: a.sentAt.toISOString(),
        elapsedMs: Math.round(a.elapsedMs),
        frame: printable(a.frame)!,
        answer: answerText(a),
      })),
    };
  }

  /** GET /backoffice/networks/{id}/notification-settings: integration-failed and integration-success. */
  async notificationSettings(caller: Caller, networkId: number) {
    await this.network(caller, networkId);
    return networkNotificationSettings(this.db, networkId);
  }

  /** Types left out keep their settings; one audit row (`network`, `updateNotificationSettings`). */
  async saveNotificationSettings(caller: Caller, networkId: number, list: NetworkNotificationSetting[]) {
    const network = await this.network(caller, networkId);
    const errors = duplicateTypeErrors(list);
    if (Object.keys(errors).length) throw badRequest('The notification settings are not valid', errors);
    return this.db.transaction(async (tx) => {
      const before = await networkNotificationSettings(tx, networkId);
      for (const s of list) await saveNetworkNotificationSetting(tx, networkId, s);
      const after = await networkNotificationSettings(tx, networkId);
      const byType = (l: NetworkNotificationSetting[]) =>
        Object.fromEntries(l.map(({ type, ...rest }) => [type, rest]));
      await recordAction(tx, {
        entityType: 'network',
        entityId: networkId,
        action: 'updateNotificationSettings',
        actorId: caller.id,
        before: byType(before),
        after: byType(after),
        clientIds: network.client_id === null ? [] : [network.client_id],
        organizationId: network.organization_id,
      });
      return after;
    });
  }

  /** The complete integration after the input is laid over the stored one; 400 with field errors. */
  private validated(input: IntegrationInput, stored: Partial<IntegrationRow>) {
    const kind = input.kind ?? stored.kind;
    // A new kind starts from the stored SIA codes only: the old kind's line, uid or pin do not carry over.
    const kept = Object.fromEntries(
      Object.entries(stored.settings ?? {}).filter(([k]) => kind === stored.kind || k.startsWith('sia_code_')),
    );
    const merged = {
      kind,
      ip: input.ip !== undefined ? input.ip : stored.ip,
      port: input.port !== undefined ? input.port : stored.port,
      description: input.description !== undefined ? input.description : stored.description,
      settings: mergeSettings(kind, kept, input.settings ?? {}),
    };
    const errors = integrationErrors(merged);
    if (Object.keys(errors).length) throw badRequest('The integration is not valid', errors);
    return {
      kind: merged.kind!,
      ip: merged.ip!.trim(),
      port: merged.port!,
      description: merged.description!.trim(),
      settings: merged.settings,
    };
  }
}
