import { recordAction } from '../../audit/actionLog.js';
import type { Db } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import type { Page } from '../../http/lists.js';
import { isDeviceInScope, isNetworkInScope, scopeOf, type Caller } from '../../policy/index.js';
import { RelaysRepository, type RelayPageQuery, type RelayRow } from './repository.js';

export const toRelay = (r: RelayRow) => ({
  id: r.id,
  deviceId: r.device_id,
  deviceName: r.device_name,
  networkId: r.network_id,
  networkName: r.network_name,
  enabled: r.enabled,
  createdAt: r.created_at.toISOString(),
});
export type Relay = ReturnType<typeof toRelay>;

/**
 * The relays tab of a network, and turning one relay on or off (a device's tab: src/modules/devices/subresources.ts). Out of scope (the
 * network, the device, or for a write either of them) is 404.
 */
export class RelaysService {
  constructor(private readonly db: Db) {}

  async ofNetwork(caller: Caller, networkId: number, query: RelayPageQuery): Promise<Page<Relay>> {
    const scope = await scopeOf(this.db, caller);
    const repo = new RelaysRepository(this.db);
    const network = await repo.networkClient(networkId);
    if (!network || !isNetworkInScope(scope, network.client_id)) throw notFound('Network not found');
    const { rows, total } = await repo.ofNetwork(scope, networkId, query);
    return { items: rows.map(toRelay), total };
  }

  /** PUT { enabled }: the relay's network (not deleted) and device both in scope; audited when it changes. */
  async setEnabled(caller: Caller, id: number, enabled: boolean): Promise<Relay> {
    const scope = await scopeOf(this.db, caller);
    return this.db.transaction(async (tx) => {
      const repo = new RelaysRepository(tx);
      const relay = await repo.get(id);
      if (
        !relay ||
        relay.network_status === 'deleted' ||
        !isNetworkInScope(scope, relay.network_client_id) ||
        !isDeviceInScope(scope, relay.device_client_id)
      )
        throw notFound('Relay not found');
      if (relay.enabled !== enabled) {
        await repo.setEnabled(id, enabled);
        await recordAction(tx, {
          entityType: 'relay',
          entityId: id,
          action: 'update',
          actorId: caller.id,
          before: { enabled: relay.enabled },
          after: { enabled },
          clientIds: [relay.network_client_id, relay.device_client_id].filter((c): c is number => c !== null),
        });
      }
      return toRelay({ ...relay, enabled });
    });
  }
}
