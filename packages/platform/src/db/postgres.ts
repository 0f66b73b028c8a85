import pg from 'pg';
import type { Db, Queryable } from './types.js';

// Match PGlite's parsing so both backends hand repositories the same values.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20) return (v: string) => Number(v); // int8: counts
    if (oid === 1082) return (v: string) => new Date(`${v}T00:00:00Z`); // date
    if (oid === 1114) return (v: string) => new Date(`${v.replace(' ', 'T')}Z`); // timestamp without tz
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

export function assertSchemaName(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  return schema;
}

export interface PostgresOptions {
  schema?: string;
  /** Connections in the pool (default 10). */
  poolMax?: number;
  /**
   * Fail a query that gets no connection within this time, whether connecting or waiting for a busy
   * pool to free one (then the request answers 503 rather than queueing without end).
   */
  connectTimeoutMs?: number;
  /** The server cancels a statement running longer (statement_timeout). */
  statementTimeoutMs?: number;
  /** An idle connection broke (server restart, pg_terminate_backend): the pool drops it and carries on. */
  onConnectionError?: (err: Error) => void;
}

// SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, terminated),
// 53300 too many connections, 57014 statement timeout; and the driver's own socket failures.
const UNAVAILABLE_SQLSTATE = /^(08|57P0|53300$|57014$)/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended|Client was closed/i;

/** True for errors that mean "the database cannot be reached right now", not "this query is wrong". */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
  return UNAVAILABLE_MESSAGE.test(err.message);
}

export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Db> {
  const schema = opts.schema ? assertSchemaName(opts.schema) : undefined;
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolMax ?? 10,
    types: types as pg.CustomTypesConfig,
    options: schema ? `-c search_path=${schema}` : undefined,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
    statement_timeout: opts.statementTimeoutMs ?? 30_000,
    // The client gives up a little after the server would have cancelled (a dead socket never answers).
    query_timeout: (opts.statementTimeoutMs ?? 30_000) + 5_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  // Without a listener an idle client's error (the server went away) is thrown and ends the process.
  pool.on('error', (err) => opts.onConnectionError?.(err));
  const on = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...on(pool),
    async transaction(fn) {
      const client = await pool.connect();
      // A client whose connection broke is destroyed on release instead of going back to the pool.
      let broken: Error | undefined;
      // The pool listens for errors of idle clients only: without this a connection dropped between two
      // statements of the transaction would be an unhandled 'error' event, which ends the process.
      const onError = (err: Error) => {
        broken = err;
        opts.onConnectionError?.(err);
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn(on(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw err;
      } finally {
        client.removeListener('error', onError);
        client.release(broken);
      }
    },
    close: () => pool.end(),
    listen: (channel, onPayload) => listenOn(url, channel, onPayload, opts.onConnectionError),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** Test isolation: drop a schema created with openPostgres({ schema }). */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP SCHEMA IF EXISTS ${assertSchemaName(schema)} CASCADE`);
  } finally {
    await admin.end();
  }
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). A lost connection
 * is opened again every 2 s until it is back or unlistened; NOTIFYs sent while it was down are lost.
 */
async function listenOn(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onError?: (err: Error) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let started = false;
  const again = () => {
    if (closed || !started) return;
    retry = setTimeout(() => void connect().catch(() => {}), 2000);
    retry.unref?.();
  };
  const connect = async () => {
    const c = new pg.Client({ connectionString: url, keepAlive: true });
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    c.on('error', (err) => {
      onError?.(err);
      if (client === c) client = undefined;
      c.end().catch(() => {});
      again();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (err) {
      await c.end().catch(() => {});
      again();
      throw err;
    }
    if (closed) await c.end();
    else client = c;
  };
  await connect();
  started = true;
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
    client = undefined;
  };
}
