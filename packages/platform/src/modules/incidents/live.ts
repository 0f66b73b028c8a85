import type { Queryable } from '../../db/types.js';
import { loadCaller } from '../../auth/hook.js';
import type { IncidentEvent } from '../../events/index.js';
import { hasAnyRole, isClientInScope, scopeOf, CONSOLE_ROLES, type Scope } from '../../policy/index.js';
import { incidentById, type IncidentRow, type View } from './repository.js';
import { toIncident } from './service.js';

type LiveRow = IncidentRow & { excluded: boolean };

export interface LiveFilter {
  userId: number;
  networkId?: number;
  view?: View;
}

/** What a subscriber is sent for an event; `end` when its account can no longer read the feed. */
export type LiveMessage = { type: IncidentEvent['type']; incident: ReturnType<typeof toIncident> | null } | 'end';

/**
 * Reads what the subscribers of one process need for an event once: the incident's row once per event,
 * each subscribed account's scope once per event (computed fresh, so a client taken out of an account's
 * scope stops its events at once), shared by every subscriber through the event object.
 */
export class LiveReads {
  private readonly rows = new WeakMap<IncidentEvent, Promise<LiveRow | undefined>>();
  private readonly scopes = new WeakMap<IncidentEvent, Map<number, Promise<Scope | null>>>();

  constructor(private readonly db: Queryable) {}

  private row(event: IncidentEvent & { uid: number }) {
    let row = this.rows.get(event);
    if (!row) this.rows.set(event, (row = incidentById(this.db, event.uid)));
    return row;
  }

  private scope(event: IncidentEvent, userId: number) {
    let byUser = this.scopes.get(event);
    if (!byUser) this.scopes.set(event, (byUser = new Map()));
    let scope = byUser.get(userId);
    if (!scope) {
      scope = loadCaller(this.db, userId).then((caller) =>
        caller && hasAnyRole(caller, ...CONSOLE_ROLES) ? scopeOf(this.db, caller) : null,
      );
      byUser.set(userId, scope);
    }
    return scope;
  }

  /** The message for this subscriber, or undefined when the event is not for it. */
  async messageFor(event: IncidentEvent, filter: LiveFilter): Promise<LiveMessage | undefined> {
    const scope = await this.scope(event, filter.userId);
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
