import type { Queryable } from '../../db/types.js';
import { containsPattern } from '../../http/lists.js';
import { SqlFilter, type Scope } from '../../policy/index.js';

export interface DeviceSearch {
  q?: string;
  networkId?: number;
  clientId?: number;
  limit: number;
}

export class DevicesRepository {
  constructor(private readonly db: Queryable) {}

  async isInScope(scope: Scope, id: number): Promise<boolean> {
    const f = new SqlFilter(scope).clientColumn('d.client_id');
    f.where(`d.id = ${f.param(id)}`);
    return (await this.db.query(`SELECT 1 FROM devices d ${f.toSql()}`, f.params)).length > 0;
  }

  outputs(deviceId: number) {
    return this.db.query<{ code: string; name: string }>(
      'SELECT code, name FROM device_outputs WHERE device_id = $1 ORDER BY code',
      [deviceId],
    );
  }

  search(scope: Scope, s: DeviceSearch) {
    const f = new SqlFilter(scope).clientColumn('d.client_id');
    const q = containsPattern(s.q);
    if (q) {
      const p = f.param(q);
      f.where(`(d.name ILIKE ${p} OR d.dalm_id ILIKE ${p} OR d.serial_number ILIKE ${p})`);
    }
    if (s.networkId !== undefined)
      f.where(
        `EXISTS (SELECT 1 FROM network_devices nd WHERE nd.device_id = d.id AND nd.network_id = ${f.param(s.networkId)})`,
      );
    if (s.clientId !== undefined) f.where(`d.client_id = ${f.param(s.clientId)}`);
    return this.db.query<{ id: number; name: string; dalmId: string | null }>(
      `SELECT d.id, d.name, d.dalm_id AS "dalmId" FROM devices d ${f.toSql()} ORDER BY lower(d.name), d.id LIMIT ${f.param(s.limit)}`,
      f.params,
    );
  }
}
