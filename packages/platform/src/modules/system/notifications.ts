import { recordAction } from '../../audit/actionLog.js';
import type { Db, Queryable } from '../../db/types.js';
import { AppError, notFound, type FieldErrors } from '../../http/errors.js';
import { isClientInScope, isNetworkInScope, scopeOf, type Caller, type Scope } from '../../policy/index.js';
import { PUSH_LANGS, appUpdateText, reminderText, type ReminderAction } from '../../push/texts.js';
import { NotificationsRepository, type Receivers, type SendCounts, type SendText } from './notificationsRepository.js';

type Os = 'ios' | 'android';

export interface ReceiversBody {
  userIds?: number[];
  clientIds?: number[];
}

export interface NewAppVersionBody {
  os?: Os[];
  versions?: { ios?: string | null; android?: string | null };
  receivers?: ReceiversBody;
}

export interface ReminderBody {
  action: ReminderAction;
  receivers?: ReceiversBody;
  docId?: number | null;
}

/** x.y.z, each part a number (the app stores and compares versions this way). */
const VERSION = /^(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})$/;
/** Receivers listed by id in the log row (the counts say how many there were). */
const LOGGED_IDS = 100;

/** 400 with field codes; "Please select users" when the receivers are missing (spec 5). */
function refuse(fields: FieldErrors): AppError {
  const message = fields.receivers ? 'Please select users' : 'The notification is not complete';
  return new AppError(400, 'VALIDATION_FAILED', message, { fields });
}

const receiversOf = (body: ReceiversBody | undefined): Receivers => ({
  userIds: [...new Set(body?.userIds ?? [])],
  clientIds: [...new Set(body?.clientIds ?? [])],
});

const noReceivers = (r: Receivers) => r.userIds.length === 0 && r.clientIds.length === 0;

/**
 * System notifications (docs/rest-contract.md "System notifications and push"): app versions in use, and
 * pushes to the receivers' app devices. A send is one transaction: its action_logs row, the push rows
 * carrying that row's id (and for app updates the new app_versions rows).
 */
export class SystemNotifications {
  private readonly repo: NotificationsRepository;

  constructor(private readonly db: Db) {
    this.repo = new NotificationsRepository(db);
  }

  async versions(caller: Caller, query: { clientId?: number; networkId?: number }) {
    const scope = await scopeOf(this.db, caller);
    if (query.clientId !== undefined) {
      const [client] = await this.db.query('SELECT 1 FROM clients WHERE id = $1', [query.clientId]);
      if (!client || !isClientInScope(scope, query.clientId)) throw notFound('Client not found');
    }
    if (query.networkId !== undefined) {
      const [network] = await this.db.query<{ client_id: number | null }>(
        "SELECT client_id FROM networks WHERE id = $1 AND status <> 'deleted'",
        [query.networkId],
      );
      if (!network || !isNetworkInScope(scope, network.client_id)) throw notFound('Network not found');
    }
    const [latest, inUse] = await Promise.all([this.repo.latestVersions(), this.repo.versionsInUse(scope, query)]);
    return { latest, inUse };
  }

  async newAppVersion(caller: Caller, body: NewAppVersionBody): Promise<SendCounts> {
    const receivers = receiversOf(body.receivers);
    const os = [...new Set(body.os ?? [])];
    const fields: FieldErrors = {};
    if (!os.length) fields.os = 'REQUIRED';
    for (const o of os) {
      const v = body.versions?.[o]?.trim();
      if (!v) fields[`versions.${o}`] = 'REQUIRED';
      else if (!VERSION.test(v)) fields[`versions.${o}`] = 'INVALID';
    }
    if (noReceivers(receivers)) fields.receivers = 'RECEIVERS_REQUIRED';
    if (Object.keys(fields).length) throw refuse(fields);
    const versions = os.map((o) => ({ os: o, version: body.versions![o]!.trim() }));
    const texts: SendText[] = versions.flatMap((v) =>
      PUSH_LANGS.map((lang) => ({ os: v.os, lang, ...appUpdateText(lang, v.version), data: v })),
    );
    const scope = await scopeOf(this.db, caller);
    await this.checkScope(scope, receivers);
    return this.send(caller, scope, receivers, {
      kind: 'app-update',
      os,
      texts,
      action: 'newAppVersion',
      after: { os, versions: Object.fromEntries(versions.map((v) => [v.os, v.version])) },
      before: (tx) => this.repo.recordVersions(tx, versions),
    });
  }

  async sendReminder(caller: Caller, body: ReminderBody): Promise<SendCounts> {
    const receivers = receiversOf(body.receivers);
    const docId = body.docId ?? undefined;
    const fields: FieldErrors = {};
    if (body.action === 'release-notes' && docId === undefined) fields.docId = 'REQUIRED';
    // One mode per call: a document goes with release notes only.
    if (body.action !== 'release-notes' && docId !== undefined) fields.docId = 'INVALID';
    if (noReceivers(receivers)) fields.receivers = 'RECEIVERS_REQUIRED';
    if (Object.keys(fields).length) throw refuse(fields);
    const scope = await scopeOf(this.db, caller);
    let doc: { id: number; name: string; type: string } | undefined;
    if (docId !== undefined) {
      doc = await this.repo.readyReleaseNote(scope, docId);
      if (!doc) throw notFound('Release note not found');
    }
    await this.checkScope(scope, receivers);
    const data = doc ? { action: body.action, docId: doc.id, documentType: doc.type } : { action: body.action };
    return this.send(caller, scope, receivers, {
      kind: body.action,
      os: null,
      texts: PUSH_LANGS.map((lang) => ({ os: '', lang, ...reminderText(lang, body.action, doc?.name), data })),
      action: 'sendReminder',
      after: { action: body.action, ...(doc ? { docId: doc.id } : {}) },
    });
  }

  /** Every user and client named must be in the caller's scope: otherwise 404 and nothing is sent. */
  private async checkScope(scope: Scope, r: Receivers) {
    const [users, clients] = await Promise.all([
      this.repo.countUsersInScope(scope, r.userIds),
      this.repo.countClientsInScope(scope, r.clientIds),
    ]);
    if (users !== r.userIds.length) throw notFound('User not found');
    if (clients !== r.clientIds.length) throw notFound('Client not found');
  }

  private async send(
    caller: Caller,
    scope: Scope,
    receivers: Receivers,
    s: {
      kind: string;
      os: string[] | null;
      texts: SendText[];
      action: 'newAppVersion' | 'sendReminder';
      after: Record<string, unknown>;
      before?: (tx: Queryable) => Promise<void>;
    },
  ): Promise<SendCounts> {
    return this.db.transaction(async (tx) => {
      await s.before?.(tx);
      const actionLogId = await recordAction(tx, {
        entityType: 'systemNotification',
        entityId: 0,
        action: s.action,
        actorId: caller.id,
        after: {
          ...s.after,
          userIds: receivers.userIds.slice(0, LOGGED_IDS),
          clientIds: receivers.clientIds.slice(0, LOGGED_IDS),
        },
        clientIds: await this.repo.clientsOfSend(tx, scope, receivers),
        organizationId: scope.all ? null : (scope.organizationIds[0] ?? null),
      });
      const counts = await this.repo.queue(tx, receivers, { ...s, actionLogId });
      await this.repo.addCountsToLog(tx, actionLogId, counts);
      return counts;
    });
  }
}
