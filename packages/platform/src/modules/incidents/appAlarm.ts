import type { Db } from '../../db/types.js';
import { recordAction } from '../../audit/actionLog.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { isAdmin, type Caller } from '../../policy/index.js';
import { INCIDENT_KINDS, incidentById, type IncidentRow } from './repository.js';

export interface AppAlarmInput {
  kind: (typeof INCIDENT_KINDS)[number];
  networkId: number;
  name: string;
  description?: string | null;
  address?: string | null;
  lat?: number | null;
  lng?: number | null;
}

/**
 * The app's alarm (POST /v2/incidents): raised by a member of the network (admins in any network), for
 * the network's client, waiting for confirmation when the network asks for it.
 */
export async function raiseAlarm(db: Db, caller: Caller, input: AppAlarmInput): Promise<IncidentRow> {
  const name = input.name.trim();
  if (!name) throw badRequest('Give the incident a name', { name: 'REQUIRED' });
  if (((input.lat ?? null) === null) !== ((input.lng ?? null) === null))
    throw badRequest('Give both latitude and longitude, or neither', {
      [input.lat == null ? 'lat' : 'lng']: 'REQUIRED',
    });
  return db.transaction(async (tx) => {
    const [network] = await tx.query<{ client_id: number | null; confirm_incidents: boolean; status: string }>(
      `SELECT n.client_id, n.confirm_incidents, n.status FROM networks n
        WHERE n.id = $1 AND ($3 OR EXISTS (SELECT 1 FROM network_members m WHERE m.network_id = n.id AND m.user_id = $2))`,
      [input.networkId, caller.id, isAdmin(caller)],
    );
    // A network the caller is not a member of is answered like one that does not exist.
    if (!network || network.status === 'deleted') throw notFound('Network not found');
    if (network.status !== 'active')
      throw new AppError(409, 'NETWORK_NOT_ACTIVE', 'The network is not active', {
        fields: { networkId: 'NOT_ACTIVE' },
      });
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO incidents (kind, status, network_id, client_id, user_id, name, description, address, lat, lng)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        input.kind,
        network.confirm_incidents ? 'confirm' : 'pending',
        input.networkId,
        network.client_id,
        caller.id,
        name,
        input.description?.trim() || null,
        input.address?.trim() || null,
        input.lat ?? null,
        input.lng ?? null,
      ],
    );
    const row = (await incidentById(tx, created!.id))!;
    await recordAction(tx, {
      entityType: 'incident',
      entityId: row.id,
      action: 'create',
      actorId: caller.id,
      after: { kind: row.kind, status: row.status, networkId: row.network_id, name: row.name },
      clientIds: row.client_id === null ? [] : [row.client_id],
    });
    return row;
  });
}
