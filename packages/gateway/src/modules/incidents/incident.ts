import { toGlobalId } from '../../ids.js';

/** An item of GET /backoffice/incidents/list. */
export interface RestIncident {
  uid: number | string;
  status: string;
  created: string;
  kind: string;
  name?: string | null;
  incDescription?: string | null;
  networkId?: number | null;
  networkName?: string | null;
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

const STATUS_BY_PLATFORM_STATUS: Record<string, string> = {
  confirm: 'UNCONFIRMED',
  pending: 'ONGOING',
  confirmed: 'CONFIRMED',
  finalized: 'FINALIZED',
};

export type IncidentSource = ReturnType<typeof toIncident>;

export function toIncident(incident: RestIncident) {
  return {
    __typename: 'Incident' as const,
    id: toGlobalId('Incident', incident.uid),
    restId: String(incident.uid),
    status: STATUS_BY_PLATFORM_STATUS[incident.status] ?? 'UNCONFIRMED',
    kind: incident.kind,
    name: incident.name ?? null,
    description: incident.incDescription ?? null,
    networkName: incident.networkName ?? null,
    address: incident.address ?? null,
    latitude: incident.latitude ?? null,
    longitude: incident.longitude ?? null,
    createdAt: incident.created,
  };
}
