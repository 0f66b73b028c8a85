import type { Queryable } from '../../db/types.js';
import { pageWithTotal } from '../../http/lists.js';
import { SqlFilter, type Scope } from '../../policy/index.js';

export interface RelayRow {
  id: number;
  device_id: number;
  device_name: string;
  network_id: number;
  network_name: string;
  enabled: boolean;
  created_at: Date;
}

/** A relay with the tenants of its device and network, for the scope checks of a write. */
export interface RelayFacts extends RelayRow {
  device_client_id: number | null;
  network_client_id: number | null;
  network_status: string;
}

export interface RelayPageQuery {
  limit: number;
  offset: number;
}

const COLUMNS = `r.id, r.device_id, d.name AS device_name, r.network_id, n.name AS network_name, r.enabled, r.created_at`;
const FROM = 'FROM relays r JOIN devices d ON d.id = r.device_id JOIN networks n ON n.id = r.network_id';
const NEWEST_FIRST = 'ORDER BY r.created_at DESC, r.id DESC';

/** Relays (migration 015): one row per device with relays and network it is in. */
export class RelaysRepository {
  constructor(private readonly db: Queryable) {}

  /** A network's relays whose device the scope may see (as the network's devices tab), newest first. */
  ofNetwork(scope: Scope, networkId: number, query: RelayPageQuery) {
    const f = new SqlFilter(scope).clientColumn('d.client_id');
    f.where(`r.network_id = ${f.param(networkId)}`);
    const countFrom = scope.all ? 'FROM relays r' : 'FROM relays r JOIN devices d ON d.id = r.device_id';
    return pageWithTotal<RelayRow>(this.db, COLUMNS, FROM, f, NEWEST_FIRST, query, countFrom);
  }

  /** A device's relays towards networks the scope may see (deleted networks never), newest first. */
  ofDevice(scope: Scope, deviceId: number, query: RelayPageQuery) {
    const f = new SqlFilter(scope).clientColumn('n.client_id');
    f.where(`r.device_id = ${f.param(deviceId)}`).where(`n.status <> 'deleted'`);
    return pageWithTotal<RelayRow>(
      this.db,
      COLUMNS,
      FROM,
      f,
      NEWEST_FIRST,
      query,
      'FROM relays r JOIN networks n ON n.id = r.network_id',
    );
  }

  async get(id: number): Promise<RelayFacts | undefined> {
    const rows = await this.db.query<RelayFacts>(
      `SELECT ${COLUMNS}, d.client_id AS device_client_id, n.client_id AS network_client_id, n.status AS network_status
         ${FROM} WHERE r.id = $1`,
      [id],
    );
    return rows[0];
  }

  async setEnabled(id: number, enabled: boolean): Promise<void> {
    await this.db.query('UPDATE relays SET enabled = $2 WHERE id = $1', [id, enabled]);
  }

  /** The client of a network that is not deleted (undefined: none). */
  async networkClient(id: number): Promise<{ client_id: number | null } | undefined> {
    return (
      await this.db.query<{ client_id: number | null }>(
        `SELECT client_id FROM networks WHERE id = $1 AND status <> 'deleted'`,
        [id],
      )
    )[0];
  }
}
