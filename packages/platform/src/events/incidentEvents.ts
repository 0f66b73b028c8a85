import type { Db } from '../db/types.js';

/** The channel of migration 021's triggers. */
export const INCIDENT_CHANNEL = 'vakt_incident_events';

/** What a trigger published: one incident created live or changed status, or a bulk insert (reload). */
export type IncidentEvent =
  | { type: 'created' | 'status'; uid: number; clientId: number | null; networkId: number | null; status: string }
  | { type: 'bulk' };

export type IncidentListener = (event: IncidentEvent) => void;

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * The process's one listener on the incident channel: keeps the events of its own schema (tests and
 * replicas of other databases share the server) and hands each to every subscriber, the same object to
 * all (a subscriber may cache what it reads for an event against it).
 */
export class IncidentEvents {
  private readonly listeners = new Set<IncidentListener>();
  private unlisten?: () => Promise<void>;
  private schema?: string;
  private started?: Promise<void>;

  constructor(
    private readonly db: Db,
    private readonly log?: Logger,
  ) {}

  /** Starts listening (once); subscribe() calls it. */
  start(): Promise<void> {
    // A failed start (the database unreachable) is tried again by the next subscriber.
    this.started ??= this.listen().catch((err: unknown) => {
      this.started = undefined;
      throw err;
    });
    return this.started;
  }

  private async listen() {
    if (!this.db.listen) throw new Error('This database cannot LISTEN');
    const [row] = await this.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    this.schema = row!.schema;
    this.unlisten = await this.db.listen(INCIDENT_CHANNEL, (payload) => this.dispatch(payload));
  }

  private dispatch(payload: string) {
    let event: IncidentEvent & { schema?: string };
    try {
      event = JSON.parse(payload);
    } catch {
      this.log?.warn({ payload }, 'incident event that is not JSON');
      return;
    }
    if (event.schema !== this.schema) return;
    delete event.schema;
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (err) {
        this.log?.warn({ err: { message: (err as Error).message } }, 'incident event listener failed');
      }
    }
  }

  /** Calls `listener` for every event from now on; answers the unsubscribe. */
  async subscribe(listener: IncidentListener): Promise<() => void> {
    await this.start();
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get subscribers(): number {
    return this.listeners.size;
  }

  async close(): Promise<void> {
    this.listeners.clear();
    const started = this.started;
    this.started = undefined;
    await started?.catch(() => {});
    await this.unlisten?.();
    this.unlisten = undefined;
  }
}
