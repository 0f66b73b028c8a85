import { toGlobalId } from '../../ids.js';
import { networkTypeOf, type NetworkSource } from '../networks/network.js';
import type { GatewayContext } from '../../context.js';

/** An item of GET /backoffice/incidents/list (and the answer of GET /incidents/{uid}, PATCH .../status). */
export interface RestIncident {
  uid: number | string;
  status: string;
  created: string;
  kind: string;
  name?: string | null;
  incDescription?: string | null;
  networkId?: number | null;
  networkName?: string | null;
  clientId?: number | null;
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  confirmedAt?: string | null;
  finalizedAt?: string | null;
  statusChangedAt?: string | null;
}

/** GET /incidents/counters, and the list's summary (which has no `confirmed`). */
export type RestStatusCounts = { confirm?: number; pending?: number; confirmed?: number; finalized?: number };

const STATUS_BY_PLATFORM_STATUS: Record<string, string> = {
  confirm: 'UNCONFIRMED',
  pending: 'ONGOING',
  confirmed: 'CONFIRMED',
  finalized: 'FINALIZED',
};

export const PLATFORM_STATUS_BY_STATUS: Record<string, string> = Object.fromEntries(
  Object.entries(STATUS_BY_PLATFORM_STATUS).map(([platform, status]) => [status, platform]),
);

export type IncidentSource = ReturnType<typeof toIncident>;

export function toIncident(incident: RestIncident) {
  const status = STATUS_BY_PLATFORM_STATUS[incident.status] ?? 'UNCONFIRMED';
  return {
    __typename: 'Incident' as const,
    id: toGlobalId('Incident', incident.uid),
    restId: String(incident.uid),
    status,
    kind: incident.kind,
    name: incident.name ?? null,
    description: incident.incDescription ?? null,
    networkName: incident.networkName ?? null,
    network: networkOf(incident),
    address: incident.address ?? null,
    latitude: incident.latitude ?? null,
    longitude: incident.longitude ?? null,
    createdAt: incident.created,
    confirmedAt: incident.confirmedAt ?? null,
    finalizedAt: incident.finalizedAt ?? null,
    statusChangedAt: incident.statusChangedAt ?? null,
    // Every incident the platform answers is in the caller's scope, and only console roles have one;
    // FINALIZED is the one status with no way on (the platform decides each change).
    viewerCanChangeStatus: status !== 'FINALIZED',
  };
}

/**
 * The incident's network as a partial source: id and name come with the row, the rest of the Network
 * loads on demand (its own resolvers); `type`, which has no such resolver, reads the networks list row.
 */
function networkOf(incident: RestIncident): NetworkSource | null {
  if (incident.networkId === null || incident.networkId === undefined) return null;
  const restId = String(incident.networkId);
  return {
    __typename: 'Network',
    id: toGlobalId('Network', restId),
    restId,
    name: incident.networkName ?? '',
    type: ((_: unknown, ctx: GatewayContext) =>
      ctx.loaders.networks.row(restId).then((row) => networkTypeOf(row?.type))) as unknown as string,
    address: undefined,
    clientRestId: incident.clientId === null || incident.clientId === undefined ? null : String(incident.clientId),
  };
}

export function toStatusCounts(counts: RestStatusCounts) {
  return {
    unconfirmed: counts.confirm ?? 0,
    ongoing: counts.pending ?? 0,
    confirmed: counts.confirmed ?? 0,
    finalized: counts.finalized ?? 0,
  };
}

export function toSummary(summary: RestStatusCounts) {
  return { unconfirmed: summary.confirm ?? 0, ongoing: summary.pending ?? 0, finalized: summary.finalized ?? 0 };
}
