import type { Db } from '../../db/types.js';
import { badRequest, notFound } from '../../http/errors.js';
import { scopeOf, type Caller } from '../../policy/index.js';
import { decodeCursor, encodeCursor, type Cursor } from './cursor.js';
import { raiseAlarm, type AppAlarmInput } from './appAlarm.js';
import { IncidentsRepository, type IncidentFilters, type IncidentRow, type Status, type View } from './repository.js';
import { changeStatus } from './statusChange.js';
import { incidentCounters, incidentSummary } from './summary.js';

export interface ListQuery extends IncidentFilters {
  limit: number;
  after?: string;
  before?: string;
  filter?: IncidentFilters['status'];
}

const cursorOf = (r: IncidentRow): Cursor => ({ createdAt: r.cursor_ts, id: r.id });

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toIncident(r: IncidentRow) {
  return {
    uid: r.id,
    status: r.status,
    created: r.created_at.toISOString(),
    kind: r.kind,
    name: r.name,
    incDescription: r.description,
    networkId: r.network_id,
    networkName: r.network_name,
    clientId: r.client_id,
    address: r.address,
    latitude: r.lat,
    longitude: r.lng,
    confirmedAt: iso(r.confirmed_at),
    finalizedAt: iso(r.finalized_at),
    statusChangedAt: iso(r.status_changed_at),
  };
}

export class IncidentsService {
  private readonly repo: IncidentsRepository;

  constructor(private readonly db: Db) {
    this.repo = new IncidentsRepository(db);
  }

  async counters(caller: Caller, view?: View) {
    return incidentCounters(this.db, await scopeOf(this.db, caller), view);
  }

  async setStatus(caller: Caller, id: number, status: Status) {
    return toIncident(await changeStatus(this.db, caller, id, status));
  }

  async raise(caller: Caller, input: AppAlarmInput) {
    return toIncident(await raiseAlarm(this.db, caller, input));
  }

  async get(caller: Caller, id: number) {
    const row = await this.repo.findInScope(await scopeOf(this.db, caller), id);
    if (!row) throw notFound('Incident not found');
    return toIncident(row);
  }

  async list(caller: Caller, query: ListQuery) {
    if (query.after && query.before) throw badRequest('Give either after or before, not both', { before: 'INVALID' });
    if (query.startDate && query.endDate && query.startDate > query.endDate) {
      throw badRequest('startDate must not be after endDate', { endDate: 'INVALID' });
    }
    const scope = await scopeOf(this.db, caller);
    const filters: IncidentFilters = {
      status: query.filter,
      networkId: query.networkId,
      search: query.search?.trim() || undefined,
      startDate: query.startDate,
      endDate: query.endDate,
      view: query.view,
    };
    const cursor = query.after
      ? { at: decodeCursor(query.after, 'after'), direction: 'older' as const }
      : query.before
        ? { at: decodeCursor(query.before, 'before'), direction: 'newer' as const }
        : undefined;

    const [{ rows, more }, counts] = await Promise.all([
      this.repo.page(scope, filters, query.limit, cursor),
      incidentSummary(this.db, scope, filters),
    ]);
    const first = rows[0];
    const last = rows[rows.length - 1];
    let hasOlder = false;
    let hasNewer = false;
    if (cursor?.direction === 'newer') {
      hasNewer = more;
      hasOlder = last ? await this.repo.exists(scope, filters, cursorOf(last), 'older') : false;
    } else {
      hasOlder = more;
      hasNewer = cursor && first ? await this.repo.exists(scope, filters, cursorOf(first), 'newer') : false;
    }
    return {
      summary: { confirm: counts.confirm, pending: counts.pending, finalized: counts.finalized },
      incidents: rows.map(toIncident),
      next_cursor: hasOlder && last ? encodeCursor(cursorOf(last)) : null,
      prev_cursor: hasNewer && first ? encodeCursor(cursorOf(first)) : null,
    };
  }
}
