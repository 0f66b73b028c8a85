import { recordAction } from '../../audit/actionLog.js';
import type { Db, Queryable } from '../../db/types.js';
import { DbSequenceStore } from '../../integrations/outbox/sequences.js';
import type { KeyBits } from '../../integrations/dc09/index.js';
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
import { generateKey, keyFromInput, openKey, sealKey, type KeyFormat } from './keys.js';
import { alarmTarget, answerText, attemptLog, printable, sendTestAlarm, TEST_CODE } from './testAlarm.js';

/** The body of POST and PUT /v2/integrations/... (PUT: fields left out keep their value). */
export interface IntegrationInput {
  kind?: string;
  ip?: string;
  port?: number;
  description?: string;
  settings?: StoredSettings;
  /** DC-09 encryption; turning it on without a key generates one of keyBits (default 128). */
  encryption?: { enabled?: boolean; keyBits?: KeyBits };
}

/** The body of POST .../encryption-key. */
export interface EncryptionKeyInput {
  keyBits?: KeyBits;
  key?: string;
  format?: KeyFormat;
}

const iso = (d: Date) => new Date(d).toISOString();
const DC09_KINDS = ['manitou', 'guardtools'];
const DEFAULT_KEY_BITS: KeyBits = 128;

/** The integration as answered: never its key (`keySet` says whether there is one); `encryptionKey` once. */
export function integrationOut(r: IntegrationRow, encryptionKey?: Buffer) {
  return {
    id: r.id,
    networkId: r.network_id,
    kind: r.kind,
    ip: r.ip,
    port: r.port,
    description: r.description,
    status: r.status,
    statusReason: r.status_reason ?? null,
    encryption: {
      enabled: r.dc09_encrypted ?? false,
      keySet: r.dc09_key_bits !== null && r.dc09_key_bits !== undefined,
      keyBits: r.dc09_key_bits ?? null,
      keySetAt: r.dc09_key_set_at ? iso(r.dc09_key_set_at) : null,
    },
    ...(encryptionKey ? { encryptionKey: encryptionKey.toString('hex').toUpperCase() } : {}),
    settings: publicSettings(r.kind, r.settings ?? {}),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

/** The audited fields of an integration; the recorder masks `pin`; the key is never there (its size and date are). */
const audited = (r: IntegrationRow) => ({
  networkId: r.network_id,
  kind: r.kind,
  ip: r.ip,
  port: r.port,
  description: r.description,
  status: r.status,
  settings: r.settings,
  encryption: { enabled: r.dc09_encrypted, keyBits: r.dc09_key_bits, keySetAt: r.dc09_key_set_at },
});

const inScope = (scope: Scope, n: NetworkRow) =>
  scope.all || (n.client_id !== null && scope.clientIds.includes(n.client_id));

/** 400 `ip: NOT_ALLOWED`: the receiver's address is one the outbound policy refuses. */
const notAllowed = (refusal: DestinationNotAllowed) =>
  badRequest(`The receiver's address is not allowed: ${refusal.message}`, { ip: NOT_ALLOWED });

export class IntegrationsService {
  private readonly repo: IntegrationsRepository;

  /**
   * `policy`: where receivers may be (outboundPolicy(config)); checked on save and on every send.
   * `secret`: the platform's JWT secret, from which DC-09 keys are sealed at rest (keys.ts).
   */
  constructor(
    private readonly db: Db,
    private readonly policy: OutboundPolicy,
    private readonly secret: Uint8Array,
  ) {
    this.repo = new IntegrationsRepository(db);
  }

  /**
   * Applies `encryption` of a create or update to the written row: a DC-09 kind may turn it on (a key of
   * keyBits is generated when there is none: answered once) or off; another kind has none (its key goes).
   */
  private async applyEncryption(tx: Queryable, row: IntegrationRow, input: IntegrationInput['encryption']) {
    if (!DC09_KINDS.includes(row.kind)) {
      if (row.dc09_encrypted || row.dc09_key_bits !== null)
        return { row: await this.repo.setKey(tx, row.id, null, false) };
      return { row };
    }
    if (input?.enabled === undefined || input.enabled === row.dc09_encrypted) return { row };
    if (!input.enabled) return { row: await this.repo.setEncrypted(tx, row.id, false) };
    if (row.dc09_key_bits !== null) return { row: await this.repo.setEncrypted(tx, row.id, true) };
    const bits = input.keyBits ?? DEFAULT_KEY_BITS;
    const key = generateKey(bits);
    return { row: await this.repo.setKey(tx, row.id, { sealed: sealKey(this.secret, row.id, key), bits }, true), key };
  }

  /** The integration's DC-09 key for a send: undefined when it is not encrypted; 409 when the key does not open. */
  private async keyFor(row: IntegrationRow): Promise<Buffer | undefined> {
    if (!row.dc09_encrypted || !DC09_KINDS.includes(row.kind)) return undefined;
    const sealed = await this.repo.sealedKey(row.id);
    const key = sealed ? openKey(this.secret, row.id, sealed) : undefined;
    if (!key)
      throw new AppError(
        409,
        'ENCRYPTION_KEY_UNREADABLE',
        'The encryption key cannot be read (JWT_SECRET changed?): set a new key',
      );
    return key;
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
    return (await this.repo.listOfNetwork(networkId)).map((r) => integrationOut(r));
  }

  async create(caller: Caller, networkId: number, input: IntegrationInput) {
    const network = await this.network(caller, networkId);
    const write = this.validated(input, {});
    this.checkEncryption(write.kind, input);
    await this.checkDestination(write.ip, write.port);
    return this.db.transaction(async (tx) => {
      const inserted = await this.repo.insert(tx, networkId, { ...write, status: 'pending' });
      const { row, key } = await this.applyEncryption(tx, inserted, input.encryption);
      await recordAction(tx, {
        entityType: 'integration',
        entityId: row.id,
        action: 'create',
        actorId: caller.id,
        after: audited(row),
        clientIds: network.client_id === null ? [] : [network.client_id],
        organizationId: network.organization_id,
      });
      return integrationOut(row, key);
    });
  }

  async update(caller: Caller, networkId: number, id: number, input: IntegrationInput) {
    const { row: current, network } = await this.integration(caller, id, networkId);
    // Checked before the row is locked (a look-up may take seconds); again inside if a writer changed it meanwhile.
    const planned = this.validated(input, current);
    this.checkEncryption(planned.kind, input);
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
      const encryptionChanged =
        input.encryption?.enabled !== undefined && input.encryption.enabled !== before.dc09_encrypted;
      const updated = await this.repo.update(tx, id, {
        ...write,
        status: changed || encryptionChanged ? 'pending' : before.status,
      });
      const { row, key } = await this.applyEncryption(tx, updated, input.encryption);
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
      return integrationOut(row, key);
    });
  }

  /** 400 `encryption.enabled: INVALID`: short-XML has no DC-09 encryption. */
  private checkEncryption(kind: string, input: IntegrationInput) {
    if (input.encryption?.enabled === true && !DC09_KINDS.includes(kind))
      throw badRequest('Only SIA DC-09 integrations (manitou, guardtools) are encrypted', {
        'encryption.enabled': 'INVALID',
      });
  }

  /**
   * POST .../encryption-key: a new random key of keyBits (default: the current key's size, else 128),
   * answered once as `encryptionKey`; or the receiving centre's key (`key`, hex or text), never answered.
   * The old key stops at once. One audit row without the key (its size and date only).
   */
  async setEncryptionKey(caller: Caller, networkId: number, id: number, input: EncryptionKeyInput) {
    const { row: current, network } = await this.integration(caller, id, networkId);
    if (!DC09_KINDS.includes(current.kind))
      throw badRequest('Only SIA DC-09 integrations (manitou, guardtools) are encrypted', { kind: 'INVALID' });
    if (input.key !== undefined && input.keyBits !== undefined)
      throw badRequest('Give keyBits (a generated key) or key (a given one), not both', { keyBits: 'INVALID' });
    let generated: Buffer | undefined;
    let key: Buffer;
    if (input.key !== undefined) {
      const given = keyFromInput(input.key, input.format ?? 'hex');
      if (!given)
        throw badRequest(
          input.format === 'text'
            ? 'The key is 16, 24 or 32 printable characters'
            : 'The key is 32, 48 or 64 hexadecimal digits',
          { key: 'INVALID' },
        );
      key = given;
    } else {
      key = generated = generateKey(input.keyBits ?? (current.dc09_key_bits as KeyBits | null) ?? DEFAULT_KEY_BITS);
    }
    return this.db.transaction(async (tx) => {
      const before = (await this.repo.byId(id, tx, true))!;
      const row = await this.repo.setKey(
        tx,
        id,
        { sealed: sealKey(this.secret, id, key), bits: key.length * 8 },
        before.dc09_encrypted,
      );
      await recordAction(tx, {
        entityType: 'integration',
        entityId: id,
        action: generated ? 'generateEncryptionKey' : 'setEncryptionKey',
        actorId: caller.id,
        before: { keyBits: before.dc09_key_bits, keySetAt: before.dc09_key_set_at },
        after: { keyBits: row.dc09_key_bits, keySetAt: row.dc09_key_set_at },
        clientIds: network.client_id === null ? [] : [network.client_id],
        organizationId: network.organization_id,
      });
      return integrationOut(row, generated);
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
    const key = await this.keyFor(row);
    const result = await sendTestAlarm(target, this.policy, {
      sequences: new DbSequenceStore(this.db),
      ...(key ? { key } : {}),
    }).catch((err: unknown) => {
      throw err instanceof DestinationNotAllowed ? notAllowed(err) : err;
    });
    const status = result.outcome === 'ack' ? 'success' : 'error';
    const statusReason = result.nakReason === 'refused' ? 'account_refused' : null;
    await this.db.transaction(async (tx) => {
      const updated = await tx.query(
        'UPDATE integrations SET status = $2, status_reason = $3, updated_at = now() WHERE id = $1 RETURNING id',
        [id, status, statusReason],
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
        after: { status, ...(statusReason ? { statusReason } : {}), outcome: result.outcome, code: TEST_CODE },
        clientIds: network.client_id === null ? [] : [network.client_id],
        organizationId: network.organization_id,
      });
    });
    return {
      outcome: result.outcome,
      status,
      statusReason,
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
