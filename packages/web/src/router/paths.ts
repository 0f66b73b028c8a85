import { restIdOf, type NodeType } from './globalId';

/**
 * Every detail page's address, in the spec's form: the REST id (or a device's serial number) in the path,
 * the tab in `?tab=`. Screens hold node ids; these turn them into the console's URLs, so every link,
 * row click and redirect inside the console shows the address support staff type and share.
 */

/** The path segment of a node: its REST id when `id` is a node id of `type`, else `id` as it is. */
function segment(type: NodeType, id: string): string {
  return encodeURIComponent(restIdOf(type, id) ?? id);
}

function withTab(path: string, tab: string | undefined): string {
  return tab ? `${path}?tab=${encodeURIComponent(tab)}` : path;
}

export const clientPath = (id: string, tab?: string) => withTab(`/clients/${segment('Client', id)}`, tab);
export const userPath = (id: string, tab?: string) => withTab(`/users/${segment('User', id)}`, tab);
export const networkPath = (id: string, tab?: string) => withTab(`/networks/${segment('Network', id)}`, tab);
export const organizationPath = (id: string, tab?: string) =>
  withTab(`/organizations/${segment('Organization', id)}`, tab);
export const dalmDevicePath = (id: string, tab?: string) => withTab(`/devices/${segment('Device', id)}`, tab);
export const flicHubPath = (id: string, tab?: string) => withTab(`/flic-hubs/${segment('FlicHub', id)}`, tab);
export const flicButtonPath = (id: string, tab?: string) => withTab(`/flic-buttons/${segment('FlicButton', id)}`, tab);
export const sensorDevicePath = (id: string, tab?: string) =>
  withTab(`/collactivate-devices/${segment('SensorDevice', id)}`, tab);
/** A document's own segment (under /documents, /release-notes or a help-center section). */
export const documentSegment = (id: string) => segment('Document', id);

export const newClientUserPath = (clientId: string) => `${clientPath(clientId)}/users/new`;
export const newClientNetworkPath = (clientId: string) => `${clientPath(clientId)}/networks/new`;
export const newMultiAlertPath = (clientId: string) => `${clientPath(clientId)}/multi-alerts/new`;
export const newOrganizationClientPath = (organizationId: string) => `${organizationPath(organizationId)}/clients/new`;

/** A multi-alert's node id holds "<clientId>/<alertId>": /clients/{clientId}/multi-alerts/{alertId}. */
export function multiAlertPath(id: string): string {
  const [clientId, alertId] = (restIdOf('MultiAlert', id) ?? '').split('/');
  if (!clientId || !alertId) return `/clients/multi-alerts/${encodeURIComponent(id)}`;
  return `/clients/${encodeURIComponent(clientId)}/multi-alerts/${encodeURIComponent(alertId)}`;
}

/** Each detail page's tabs, in the order shown; the screens read theirs from here. */
export const DETAIL_TABS = {
  client: ['users', 'networks', 'devices', 'policy', 'multi-alerts', 'alert-screen', 'saml', 'notifications'],
  user: [
    'account',
    'networks',
    'devices',
    'subscriptions',
    'mobile-devices',
    'documents',
    'notifications',
    'alert-central',
    'reset-password',
    'activity',
  ],
  network: [
    'users',
    'integrations',
    'settings',
    'devices',
    'documents',
    'incidents',
    'relays',
    'notification-settings',
  ],
  organization: ['users', 'clients', 'saml'],
  device: ['networks', 'ports', 'alerts', 'active-alerts', 'relays', 'notification-settings', 'logs'],
  flicHub: ['buttons', 'networks', 'alert-settings', 'event_log', 'notification-settings'],
  flicButton: ['logs', 'networks', 'alert-settings', 'event_log', 'notification-settings'],
  sensor: ['networks', 'relays', 'logs', 'alert-settings', 'notification-settings', 'sensor-portal'],
} as const;

/**
 * A tab written as a path segment (/users/5/devices, /organizations/1/saml): the tab's own name, or the
 * name of the spec's REST sub-path that holds the tab's data (/users/{id}/user-devices is the mobile devices).
 */
export const PATH_TAB_ALIASES: Readonly<Partial<Record<keyof typeof DETAIL_TABS, Readonly<Record<string, string>>>>> = {
  client: {
    'alert-settings': 'policy',
    'saml-settings': 'saml',
    settings: 'alert-screen',
    'notification-settings': 'notifications',
  },
  user: {
    'account-settings': 'account',
    'user-devices': 'mobile-devices',
    'subscription-history': 'subscriptions',
    notification_settings: 'notifications',
    'notification-settings': 'notifications',
    'alert-central-settings': 'alert-central',
    'activity-logs': 'activity',
  },
};
