import { restIdArgs } from '../../ids.js';

/** GET/PUT /backoffice/users/{id}/notification_settings: the eight categories, names as in the graph. */
export interface RestUserNotificationSetting {
  category: number;
  isEmail: boolean;
  isPush: boolean;
  isSound: boolean;
}

export function toUserNotificationSetting(row: RestUserNotificationSetting) {
  return {
    category: row.category,
    isEmail: row.isEmail,
    isPush: row.isPush,
    // The platform forces it, the graph promises it.
    isSound: row.isPush && row.isSound,
  };
}

export const toUserNotificationSettingsBody = (input: RestUserNotificationSetting[]) =>
  input.map(({ category, isEmail, isPush, isSound }) => ({ category, isEmail, isPush, isSound }));

/** GET/PUT /backoffice/users/{id}/alert-central-settings: one entry per kind. */
export interface RestAlertCentralSetting {
  kind: string;
  customize: boolean;
  enforced: boolean;
  createPublicAlert: boolean;
  publicRadius?: number | null;
  alertAllAvailableNetworks: boolean;
  alertAllAvailableUsers: boolean;
  selectedNetworks?: number[] | null;
  selectedNetworksRadius?: number | null;
  personalInformation: boolean;
  headline?: string | null;
  description?: string | null;
  requestSelectedNetworks?: boolean | null;
  requestPersonalInformation?: boolean | null;
}

/** The platform's kind names (the spec's) ↔ the graph's enum. */
const KIND_BY_REST: Record<string, string> = {
  SOS_Emergency: 'SOS_EMERGENCY',
  'Panic Button': 'PANIC_BUTTON',
  Network_Alert: 'NETWORK_ALERT',
  Safe_Assist: 'SAFE_ASSIST',
};
const REST_KIND = Object.fromEntries(Object.entries(KIND_BY_REST).map(([rest, kind]) => [kind, rest]));

export interface AlertCentralSettingSource {
  kind: string;
  customize: boolean;
  enforced: boolean;
  createPublicAlert: boolean;
  publicRadius: number | null;
  alertAllAvailableNetworks: boolean;
  alertAllAvailableUsers: boolean;
  /** Network ids, resolved to networks by the AlertCentralSetting resolver. */
  selectedNetworkIds: string[];
  selectedNetworksRadius: number | null;
  personalInformation: boolean;
  headline: string | null;
  description: string | null;
  requestSelectedNetworks: boolean | null;
  requestPersonalInformation: boolean | null;
}

export function toAlertCentralSetting(row: RestAlertCentralSetting): AlertCentralSettingSource | null {
  const kind = KIND_BY_REST[row.kind];
  if (!kind) return null;
  return {
    kind,
    customize: row.customize,
    enforced: row.enforced,
    createPublicAlert: row.createPublicAlert,
    publicRadius: row.publicRadius ?? null,
    alertAllAvailableNetworks: row.alertAllAvailableNetworks,
    alertAllAvailableUsers: row.alertAllAvailableUsers,
    selectedNetworkIds: (row.selectedNetworks ?? []).map(String),
    selectedNetworksRadius: row.selectedNetworksRadius ?? null,
    personalInformation: row.personalInformation,
    headline: row.headline ?? null,
    description: row.description ?? null,
    requestSelectedNetworks: kind === 'SAFE_ASSIST' ? (row.requestSelectedNetworks ?? false) : null,
    requestPersonalInformation: kind === 'SAFE_ASSIST' ? (row.requestPersonalInformation ?? false) : null,
  };
}

export interface AlertCentralSettingInput {
  kind: string;
  customize: boolean;
  enforced: boolean;
  createPublicAlert: boolean;
  publicRadius?: number | null;
  alertAllAvailableNetworks: boolean;
  alertAllAvailableUsers: boolean;
  selectedNetworkIds: string[];
  selectedNetworksRadius?: number | null;
  personalInformation: boolean;
  headline?: string | null;
  description?: string | null;
  requestSelectedNetworks?: boolean | null;
  requestPersonalInformation?: boolean | null;
}

export function toAlertCentralSettingsBody(input: AlertCentralSettingInput[]) {
  return input.map((setting, index) => ({
    kind: REST_KIND[setting.kind],
    customize: setting.customize,
    enforced: setting.enforced,
    createPublicAlert: setting.createPublicAlert,
    publicRadius: setting.publicRadius ?? null,
    alertAllAvailableNetworks: setting.alertAllAvailableNetworks,
    alertAllAvailableUsers: setting.alertAllAvailableUsers,
    selectedNetworks: restIdArgs('Network', setting.selectedNetworkIds, `input.${index}.selectedNetworkIds`),
    selectedNetworksRadius: setting.selectedNetworksRadius ?? null,
    personalInformation: setting.personalInformation,
    headline: setting.headline ?? null,
    description: setting.description ?? null,
    ...(setting.kind === 'SAFE_ASSIST'
      ? {
          requestSelectedNetworks: setting.requestSelectedNetworks ?? false,
          requestPersonalInformation: setting.requestPersonalInformation ?? false,
        }
      : {}),
  }));
}

/** A platform field of the PUT (`2.selectedNetworks`) → the input's name (`2.selectedNetworkIds`). */
export const alertCentralFieldName = (restField: string) =>
  restField.replace(/(^|\.)selectedNetworks(?=$|\.)/, '$1selectedNetworkIds');
