// The device page's link to its central alert settings: a page of the product's other frontend (the v2
// web app, config.v2WebAppUrl) at /remotes/{deviceId}, where deviceId is the platform's id of the device.
import { config } from '../../config';

const env = import.meta.env as Record<string, string | undefined>;

/** VITE_DEVICE_ALERT_SETTINGS_URL: a template where {id} stands for the device's platform id. */
export const DEVICE_ALERT_SETTINGS_URL = env.VITE_DEVICE_ALERT_SETTINGS_URL ?? `${config.v2WebAppUrl}/remotes/{id}`;

/** The platform's id inside a global id (base64 of "Device:<id>"); the id itself when it is not one. */
export function platformId(globalId: string): string {
  try {
    const decoded = atob(globalId.replace(/-/g, '+').replace(/_/g, '/'));
    const colon = decoded.indexOf(':');
    return colon > 0 ? decoded.slice(colon + 1) : globalId;
  } catch {
    return globalId;
  }
}

export function centralAlertSettingsUrl(globalId: string): string {
  return DEVICE_ALERT_SETTINGS_URL.replace('{id}', encodeURIComponent(platformId(globalId)));
}
