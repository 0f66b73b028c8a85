// The sensor page's two external links (spec 002 section 2), each configurable at build time:
// - alert settings: the product's other frontend (the v2 web app) has a page per sensor serial number;
//   VITE_SENSOR_ALERT_SETTINGS_URL is a template where {serial} stands for the serial number.
// - sensor portal: the third-party sensor portal (Collactivate), VITE_SENSOR_PORTAL_URL.
import { config } from '../../config';

const env = import.meta.env as Record<string, string | undefined>;

export const SENSOR_ALERT_SETTINGS_URL =
  env.VITE_SENSOR_ALERT_SETTINGS_URL ?? `${config.v2WebAppUrl}/collactivate-devices/{serial}/alert-settings`;
export const SENSOR_PORTAL_URL = env.VITE_SENSOR_PORTAL_URL ?? 'https://portal.collactivate.com';

export function sensorAlertSettingsUrl(serialNumber: string): string {
  return SENSOR_ALERT_SETTINGS_URL.replace('{serial}', encodeURIComponent(serialNumber));
}
