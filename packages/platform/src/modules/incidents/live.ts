import type { Queryable } from '../../db/types.js';
import { loadTokenCaller } from '../../auth/hook.js';
import type { AccessClaims } from '../../auth/tokens.js';
import type { IncidentEvent } from '../../events/index.js';
import { hasAnyRole, isClientInScope, scopeOf, CONSOLE_ROLES, type Scope } from '../../policy/index.js';
import { incidentById, type IncidentRow, type View } from './repository.js';
import { toIncident } from './service.js';

type LiveRow = IncidentRow & { excluded: boolean };

export interface LiveFilter {
  userId: number;
  /** The subscriber's session: a logout or a version bump (password reset, ...) ends the stream. */
  session: AccessClaims;
  networkId?: number;
  view?: View;
}

/** What a subscriber is sent for an event; `end` when its session or account can no longer read the feed. */
export type LiveMessage = { type: IncidentEvent['type']; incident: ReturnType<typeof toIncident> | null } | 'end';

/**
 * Reads what the subscribers of one process need for an event once: the incident's row once per event,
 * each subscribed session's scope once per event (computed fresh, so a client taken out of an account's
 * scope stops its events at once, and an ended session ends its streams), shared by every subscriber
 * through the event object.
 */
export class LiveReads {
  private readonly rows = new WeakMap<IncidentEvent, Promise<LiveRow | undefined>>();
  private readonly scopes = new WeakMap<IncidentEvent, Map<string, Promise<Scope | null>>>();

  constructor(private readonly db: Queryable) {}

  private row(event: IncidentEvent & { uid: number }) {
    let row = this.rows.get(event);
    if (!row) this.rows.set(event, (row = incidentById(this.db, event.uid)));
    return row;
  }

  private scope(event: IncidentEvent, session: AccessClaims) {
    let bySession = this.scopes.get(event);
    if (!bySession) this.scopes.set(event, (bySession = new Map()));
    const key = `${session.userId}/${session.sid}/${session.ver}`;
    let scope = bySession.get(key);
    if (!scope) {
      scope = this.readableBy(session).then((caller) => (caller ? scopeOf(this.db, caller) : null));
      bySession.set(key, scope);
    }
    return scope;
  }

  /** The session's caller while it may read the feed (session live, account active, a console role). */
  async readableBy(session: AccessClaims) {
    const caller = await loadTokenCaller(this.db, session);
    return caller && caller !== 'ended' && hasAnyRole(caller, ...CONSOLE_ROLES) ? caller : null;
  }

  /** The message for this subscriber, or undefined when the event is not for it. */
  async messageFor(event: IncidentEvent, filter: LiveFilter): Promise<LiveMessage | undefined> {
    const scope = await this.scope(event, filter.session);
    if (!scope) return 'end';
    if (event.type === 'bulk') return { type: 'bulk', incident: null };
    const row = await this.row(event);
    if (!row) return undefined;
    if (!scope.all && (row.client_id === null || !isClientInScope(scope, row.client_id))) return undefined;
    if (filter.networkId !== undefined && row.network_id !== filter.networkId) return undefined;
    if (filter.view === 'operational' && row.excluded) return undefined;
    return { type: event.type, incident: toIncident(row) };
  }
}
