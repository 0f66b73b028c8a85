/** The one query interface every repository uses: plain parameterized PostgreSQL. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /**
   * LISTEN on `channel` (PostgreSQL: a dedicated connection that reconnects; PGlite: its listen()); each
   * NOTIFY's payload reaches `onPayload` after the notifying transaction commits. Answers the unlisten.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Connection pool occupancy (PostgreSQL only; PGlite is one in-process connection). */
  poolStats?(): { total: number; idle: number; waiting: number };
}
