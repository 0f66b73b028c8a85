import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { idParams } from '../../http/schemas.js';
import { CONSOLE_ROLES, callerOf, requireRole } from '../../policy/index.js';
import type { RelayPageQuery } from './repository.js';
import { relayBody, relayListQuery, relayPage, relayResponse } from './schemas.js';
import { RelaysService } from './service.js';

type List = { Params: { id: number }; Querystring: RelayPageQuery };

/**
 * A network's relays tab and PUT /relays/{id} { enabled } (docs/rest-contract.md "Relays"); a device's relays
 * tab is one of the device subresources (src/modules/devices/subresources.ts, every kind).
 */
export async function relaysRoutes(app: FastifyInstance, { db }: Deps) {
  const relays = new RelaysService(db);
  const preHandler = requireRole(...CONSOLE_ROLES);
  const list = { preHandler, schema: { params: idParams, querystring: relayListQuery, response: { 200: relayPage } } };

  app.get<List>('/networks/:id/relays', list, (req) => relays.ofNetwork(callerOf(req), req.params.id, req.query));

  app.put<{ Params: { id: number }; Body: { enabled: boolean } }>(
    '/relays/:id',
    { preHandler, schema: { params: idParams, body: relayBody, response: { 200: relayResponse } } },
    (req) => relays.setEnabled(callerOf(req), req.params.id, req.body.enabled),
  );
}
