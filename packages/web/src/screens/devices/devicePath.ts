/** The console page of a device of any kind, from its kind and its detail node's global id. */
export type DeviceKindName = 'DALM' | 'HUB' | 'BUTTON' | 'SENSOR';

const BASES: Readonly<Record<DeviceKindName, string>> = {
  DALM: '/devices',
  HUB: '/flic-hubs',
  BUTTON: '/flic-buttons',
  SENSOR: '/collactivate-devices',
};

export function devicePath(kind: DeviceKindName, detailId: string): string {
  return `${BASES[kind]}/${encodeURIComponent(detailId)}`;
}
