import { dalmDevicePath, flicButtonPath, flicHubPath, sensorDevicePath } from '../../router/paths';

/** The console page of a device of any kind, from its kind and its detail node's global id. */
export type DeviceKindName = 'DALM' | 'HUB' | 'BUTTON' | 'SENSOR';

const PATHS: Readonly<Record<DeviceKindName, (detailId: string) => string>> = {
  DALM: dalmDevicePath,
  HUB: flicHubPath,
  BUTTON: flicButtonPath,
  SENSOR: sensorDevicePath,
};

export function devicePath(kind: DeviceKindName, detailId: string): string {
  return PATHS[kind](detailId);
}
