import type { Queryable } from '../../db/types.js';
import { SqlFilter, type Scope } from '../../policy/index.js';

export interface Receivers {
  userIds: number[];
  clientIds: number[];
}

/** One text of a send: for the receivers' language and (app updates) the device's OS; '' = every OS. */
export interface SendText {
  os: string;
  lang: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
}

export interface SendCounts {
  users: number;
  devices: number;
  withoutDevice: number;
}

/** A semantic version sorts by its numbers (3.10.0 after 3.9.1); anything else after, by its text. */
const VERSION_ORDER = `CASE WHEN version ~ '^[0-9]{1,9}(\\.[0-9]{1,9}){0,3}$' THEN string_to_array(version, '.')::int[] END DESC NULLS LAST, version DESC`;

export class NotificationsRepository {
  constructor(private readonly db: Queryable) {}

  /** How many of the (distinct) user ids are users in scope that are not deleted. */
  async countUsersInScope(scope: Scope, userIds: number[]): Promise<number> {
    if (!userIds.length) return 0;
    const f = new SqlFilter(scope);
    f.where(`u.id = ANY(${f.param(userIds)}::int[])`)
      .where('u.deactivated_at IS NULL')
      .userColumn('u.id');
    const [row] = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users u ${f.toSql()}`, f.params);
    return row!.n;
  }

  async countClientsInScope(scope: Scope, clientIds: number[]): Promise<number> {
    if (!clientIds.length) return 0;
    const f = new SqlFilter(scope);
    f.where(`c.id = ANY(${f.param(clientIds)}::int[])`).clientColumn('c.id');
    const [row] = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM clients c ${f.toSql()}`, f.params);
    return row!.n;
  }

  /** A release note the caller may read whose file is stored; undefined otherwise. */
  async readyReleaseNote(scope: Scope, id: number) {
    const f = new SqlFilter(scope);
    f.where(`d.id = ${f.param(id)}`)
      .where('d.release_notes AND d.stored_at IS NOT NULL AND d.section IS NULL')
      .where(f.documentCondition('d'));
    const [row] = await this.db.query<{ id: number; name: string; type: string }>(
      `SELECT d.id, coalesce(nullif(d.name, ''), d.filename, '') AS name, d.type FROM documents d ${f.toSql()}`,
      f.params,
    );
    return row;
  }

  /** The tenants a send's log row names: the clients given and those of the users named, within the scope. */
  async clientsOfSend(tx: Queryable, scope: Scope, r: Receivers): Promise<number[]> {
    const f = new SqlFilter(scope);
    f.where(`cu.user_id = ANY(${f.param(r.userIds)}::int[])`).clientColumn('cu.client_id');
    const rows = await tx.query<{ id: number }>(
      `SELECT DISTINCT cu.client_id AS id FROM client_users cu ${f.toSql()}`,
      f.params,
    );
    return [...new Set([...r.clientIds, ...rows.map((x) => x.id)])].sort((a, b) => a - b);
  }

  /**
   * Queues one push_messages row per active device with a token of every receiver (the users named and
   * the members of the clients named, not deleted; on the OSes given, else any), in the receiver's
   * language, in one statement. Answers the receivers, the rows queued and the receivers without one.
   */
  async queue(
    tx: Queryable,
    r: Receivers,
    send: { kind: string; os: string[] | null; texts: SendText[]; actionLogId: number },
  ): Promise<SendCounts> {
    const [row] = await tx.query<SendCounts>(
      `WITH r AS (
         SELECT u.id, u.language FROM users u WHERE u.id = ANY($1::int[]) AND u.deactivated_at IS NULL
         UNION
         SELECT u.id, u.language FROM client_users cu JOIN users u ON u.id = cu.user_id
          WHERE cu.client_id = ANY($2::int[]) AND u.deactivated_at IS NULL),
       t AS (SELECT * FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::jsonb[]) AS t(os, lang, title, body, data)),
       d AS (
         SELECT ud.id, ud.user_id, ud.os FROM user_devices ud JOIN r ON r.id = ud.user_id
          WHERE ud.is_active AND ud.push_token IS NOT NULL AND ($8::text[] IS NULL OR ud.os = ANY($8::text[]))),
       ins AS (
         INSERT INTO push_messages (user_device_id, user_id, kind, title, body, data, action_log_id)
         SELECT d.id, d.user_id, $9, t.title, t.body, t.data, $10
           FROM d JOIN r ON r.id = d.user_id JOIN t ON t.lang = r.language AND (t.os = '' OR t.os = d.os)
         RETURNING 1)
       SELECT (SELECT count(*)::int FROM r) AS users, (SELECT count(*)::int FROM ins) AS devices,
              (SELECT count(*)::int FROM r WHERE NOT EXISTS (SELECT 1 FROM d WHERE d.user_id = r.id)) AS "withoutDevice"`,
      [
        r.userIds,
        r.clientIds,
        send.texts.map((t) => t.os),
        send.texts.map((t) => t.lang),
        send.texts.map((t) => t.title),
        send.texts.map((t) => t.body),
        send.texts.map((t) => JSON.stringify(t.data)),
        send.os,
        send.kind,
        send.actionLogId,
      ],
    );
    return row!;
  }

  /** Each version becomes the latest of its OS (GET /api/version answers the newest row per OS). */
  async recordVersions(tx: Queryable, versions: { os: string; version: string }[]) {
    await tx.query('INSERT INTO app_versions (os, version) SELECT * FROM unnest($1::text[], $2::text[])', [
      versions.map((v) => v.os),
      versions.map((v) => v.version),
    ]);
  }

  /** Adds the send's figures to its log row's `after`. */
  async addCountsToLog(tx: Queryable, actionLogId: number, counts: SendCounts) {
    await tx.query(
      `UPDATE action_logs SET payload = jsonb_set(payload, '{after}', coalesce(payload->'after', '{}') || $2::jsonb)
        WHERE id = $1`,
      [actionLogId, JSON.stringify(counts)],
    );
  }

  async latestVersions() {
    return this.db.query<{ os: string; version: string }>(
      'SELECT DISTINCT ON (os) os, version FROM app_versions ORDER BY os, created_at DESC, id DESC',
    );
  }

  /**
   * Per OS and version, the users in scope (of the client or network when given, not deleted) whose newest
   * active app device (last active) runs it; newest version first.
   */
  async versionsInUse(scope: Scope, where: { clientId?: number; networkId?: number }) {
    const f = new SqlFilter(scope);
    f.where('u.deactivated_at IS NULL').userColumn('u.id');
    if (where.clientId !== undefined)
      f.where(
        `EXISTS (SELECT 1 FROM client_users c WHERE c.user_id = u.id AND c.client_id = ${f.param(where.clientId)})`,
      );
    if (where.networkId !== undefined)
      f.where(
        `EXISTS (SELECT 1 FROM network_members m WHERE m.user_id = u.id AND m.network_id = ${f.param(where.networkId)})`,
      );
    return this.db.query<{ os: string; version: string; users: number }>(
      `WITH newest AS (
         SELECT DISTINCT ON (ud.user_id) ud.os, ud.app_version AS version
           FROM users u JOIN user_devices ud ON ud.user_id = u.id AND ud.is_active
          ${f.toSql()}
          ORDER BY ud.user_id, ud.last_active_at DESC NULLS LAST, ud.id DESC)
       SELECT os, version, count(*)::int AS users FROM newest
        WHERE os IS NOT NULL AND version IS NOT NULL
        GROUP BY os, version
        ORDER BY os, ${VERSION_ORDER}`,
      f.params,
    );
  }
}
