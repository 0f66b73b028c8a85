import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, type Db } from '../db/index.js';
import { scaleTag, type SnapshotMeta } from './cache.js';
import { seedForSnapshot } from './seed.js';

/** Any constant shared by every test process: the advisory lock under which a template is made. */
const TEMPLATE_LOCK_KEY = 7_246_883_017;

/** The template database of a hash and scale; its comment holds the snapshot's meta. */
export const templateName = (hash: string, scale: number) => `vakt_tpl_${hash.slice(0, 16)}_${scaleTag(scale)}`;

/** `url` with another database. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function templateMeta(client: pg.Client, name: string): Promise<SnapshotMeta | undefined> {
  const { rows } = await client.query<{ meta: string | null }>(
    `SELECT shobj_description(oid, 'pg_database') AS meta FROM pg_database WHERE datname = $1`,
    [name],
  );
  return rows[0]?.meta ? (JSON.parse(rows[0].meta) as SnapshotMeta) : undefined;
}

/** The server still sees a just-closed pool's sessions for a moment: retry what needs none on the database. */
async function whenUnused(run: () => Promise<unknown>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await run();
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 40) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * Makes the template database of `hash` and `scale` on the server of `url`, unless it is there: seeded
 * under another name, described (its comment) and renamed, so a clone finds it whole or not at all.
 * It is a template that accepts no connections: nothing can keep a clone from being made.
 */
export async function preparePostgres(url: string, hash: string, scale: number): Promise<void> {
  const name = templateName(hash, scale);
  await withAdmin(url, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    if (await templateMeta(admin, name)) return;
    const making = `${name}_new`;
    await admin.query(`DROP DATABASE IF EXISTS ${making} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${making}`);
    const db = await openPostgres(databaseUrl(url, making), { poolMax: 2 });
    let meta: SnapshotMeta;
    try {
      meta = await seedForSnapshot(db, scale);
    } finally {
      await db.close();
    }
    await admin.query(`COMMENT ON DATABASE ${making} IS ${admin.escapeLiteral(JSON.stringify(meta))}`);
    await whenUnused(() => admin.query(`ALTER DATABASE ${making} RENAME TO ${name}`));
    await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  });
}

/**
 * A database of its own cloned from the template (CREATE DATABASE ... TEMPLATE), or undefined when there
 * is no template. `drop` closes nothing: close the db first.
 */
export async function openPostgresSnapshot(
  url: string,
  hash: string,
  scale: number,
): Promise<{ db: Db; meta: SnapshotMeta; drop(): Promise<void> } | undefined> {
  const name = templateName(hash, scale);
  const clone = `vakt_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const meta = await withAdmin(url, async (admin) => {
    const found = await templateMeta(admin, name);
    if (found) await admin.query(`CREATE DATABASE ${clone} TEMPLATE ${name}`);
    return found;
  });
  if (!meta) return undefined;
  const drop = () =>
    withAdmin(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${clone} WITH (FORCE)`)).then(() => {});
  try {
    return { db: await openPostgres(databaseUrl(url, clone)), meta, drop };
  } catch (err) {
    await drop().catch(() => {});
    throw err;
  }
}

/**
 * Drops what runs on other sources left on the server once a day old: templates of another hash (several
 * worktrees may share one server, so only old ones) and clones whose run ended without dropping them.
 */
export async function dropStale(url: string, hash: string, maxAgeMs = 86_400_000): Promise<void> {
  await withAdmin(url, async (admin) => {
    const { rows } = await admin.query<{ name: string; meta: string | null }>(
      `SELECT datname AS name, shobj_description(oid, 'pg_database') AS meta FROM pg_database
        WHERE datname LIKE 'vakt\\_tpl\\_%' OR datname LIKE 'vakt\\_t\\_%'`,
    );
    for (const { name, meta } of rows) {
      const template = name.startsWith('vakt_tpl_');
      const madeAt = template
        ? meta
          ? (JSON.parse(meta) as SnapshotMeta).seededAt
          : 0
        : parseInt(name.split('_')[2] ?? '', 36);
      if (template && name.startsWith(`vakt_tpl_${hash.slice(0, 16)}_`)) continue;
      if (!(Date.now() - madeAt > maxAgeMs)) continue;
      if (template) await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
}
