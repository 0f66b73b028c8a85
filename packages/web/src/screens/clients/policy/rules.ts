// The policy editor's state and the spec's section 4 rules, as pure functions the editor and its tests share.
import type { DeviceOption, DocumentOption, NetworkOption, UserOption } from '../../../ui/Pickers';
import { RADIUS_DEFAULT } from '../validation';

export type AlertCategory = 'SOS_EMERGENCY' | 'PUBLIC_ALERT' | 'NETWORK_ALERT' | 'SAFE_ASSIST' | 'SUMMON';
export type AlertSound = 'DEFAULT' | 'ALARMFIRE' | 'ALARMSMOKE' | 'SIREN' | 'UAN' | 'UAN_SHORT';

export const CATEGORIES: AlertCategory[] = ['SOS_EMERGENCY', 'PUBLIC_ALERT', 'NETWORK_ALERT', 'SAFE_ASSIST', 'SUMMON'];
export const SOUNDS: AlertSound[] = ['DEFAULT', 'ALARMFIRE', 'ALARMSMOKE', 'SIREN', 'UAN', 'UAN_SHORT'];
export const DEFAULT_SOUND: AlertSound = 'UAN';
export const MIN_ENABLED = 2;

/** Default alert colours (spec 9). */
export const DEFAULT_COLORS: Record<AlertCategory, string> = {
  SOS_EMERGENCY: '#FF0000',
  PUBLIC_ALERT: '#4472C4',
  NETWORK_ALERT: '#7030A0',
  SAFE_ASSIST: '#FDA82B',
  SUMMON: '#F0F0F0',
};

export interface DeviceOutputs {
  device: DeviceOption;
  outputCodes: string[];
}

export interface PolicyCategoryState {
  category: AlertCategory;
  enforced: boolean;
  overwriteAll: boolean;
  selectedUsers: UserOption[];
  disabled: boolean;
  streamingEnabled: boolean;
  disableEscalation: boolean;
  enableConfirmationComment: boolean;
  enableTwoStepConfirmation: boolean;
  title: string;
  description: string;
  document: DocumentOption | null;
  sound: AlertSound;
  instructions: string;
  createPublicAlert: boolean;
  alertAllAvailableNetworks: boolean;
  /** null: the network category has no such option. */
  alertAllAvailableUsers: boolean | null;
  publicRadiusEnabled: boolean;
  publicRadius: number;
  selectedNetworks: NetworkOption[];
  selectedNetworksRadiusEnabled: boolean;
  selectedNetworksRadius: number;
  notifySelectedUsersOutsideOfRange: UserOption[];
  /** null: summon has no device output control. */
  enableDeviceOutputControl: boolean | null;
  deviceOutputControl: DeviceOutputs[] | null;
  /** Summon only (null elsewhere). */
  meetingLink: string | null;
}

export const hasAllUsersOption = (category: AlertCategory) => category !== 'NETWORK_ALERT';
export const hasDeviceOutputControl = (category: AlertCategory) => category !== 'SUMMON';
export const hasMeetingLink = (category: AlertCategory) => category === 'SUMMON';

/** A category at its defaults: nothing enforced or disabled, sound uan, radii 100, flags off, lists empty. */
export function defaultCategory(category: AlertCategory): PolicyCategoryState {
  return {
    category,
    enforced: false,
    overwriteAll: false,
    selectedUsers: [],
    disabled: false,
    streamingEnabled: false,
    disableEscalation: false,
    enableConfirmationComment: false,
    enableTwoStepConfirmation: false,
    title: '',
    description: '',
    document: null,
    sound: DEFAULT_SOUND,
    instructions: '',
    createPublicAlert: false,
    alertAllAvailableNetworks: false,
    alertAllAvailableUsers: hasAllUsersOption(category) ? false : null,
    publicRadiusEnabled: false,
    publicRadius: RADIUS_DEFAULT,
    selectedNetworks: [],
    selectedNetworksRadiusEnabled: false,
    selectedNetworksRadius: RADIUS_DEFAULT,
    notifySelectedUsersOutsideOfRange: [],
    enableDeviceOutputControl: hasDeviceOutputControl(category) ? false : null,
    deviceOutputControl: hasDeviceOutputControl(category) ? [] : null,
    meetingLink: hasMeetingLink(category) ? '' : null,
  };
}

/** Nothing else can change until Enforced is on; turning it off puts the category back to its defaults. */
export function setEnforced(state: PolicyCategoryState, enforced: boolean): PolicyCategoryState {
  return enforced ? { ...state, enforced: true } : defaultCategory(state.category);
}

/** The public sub-options need Create public alert; turning it off resets them. */
export function setCreatePublicAlert(state: PolicyCategoryState, on: boolean): PolicyCategoryState {
  if (on) return { ...state, createPublicAlert: true };
  return {
    ...state,
    createPublicAlert: false,
    alertAllAvailableNetworks: false,
    alertAllAvailableUsers: state.alertAllAvailableUsers === null ? null : false,
    publicRadiusEnabled: false,
    publicRadius: RADIUS_DEFAULT,
  };
}

/** A radius needs its enabled flag; turning the flag off puts the radius back to 100. */
export function setRadiusEnabled(
  state: PolicyCategoryState,
  which: 'public' | 'selectedNetworks',
  on: boolean,
): PolicyCategoryState {
  if (which === 'public')
    return { ...state, publicRadiusEnabled: on, publicRadius: on ? state.publicRadius : RADIUS_DEFAULT };
  return {
    ...state,
    selectedNetworksRadiusEnabled: on,
    selectedNetworksRadius: on ? state.selectedNetworksRadius : RADIUS_DEFAULT,
  };
}

export const enabledCount = (categories: readonly PolicyCategoryState[]) =>
  categories.filter((category) => !category.disabled).length;

/** True when only the minimum is left enabled: "No more alarms can be enabled" shows. */
export const limitReached = (categories: readonly PolicyCategoryState[]) => enabledCount(categories) <= MIN_ENABLED;

/** A Disabled box that would leave fewer than two categories enabled stays locked. */
export function disableLocked(categories: readonly PolicyCategoryState[], index: number): boolean {
  const category = categories[index];
  return Boolean(category && !category.disabled && enabledCount(categories) <= MIN_ENABLED);
}

export function setDisabled(
  categories: readonly PolicyCategoryState[],
  index: number,
  disabled: boolean,
): PolicyCategoryState[] {
  if (disabled && disableLocked(categories, index)) return [...categories];
  return categories.map((category, i) => (i === index ? { ...category, disabled } : category));
}

/** The radius input's key-up rule. */

const textOrNull = (value: string | null) => (value && value.trim() ? value.trim() : null);

/** The editor's state → AlertPolicyCategoryInput. */
export function toCategoryInput(state: PolicyCategoryState) {
  return {
    category: state.category,
    enforced: state.enforced,
    overwriteAll: state.overwriteAll,
    selectedUserIds: state.selectedUsers.map((user) => user.id),
    disabled: state.disabled,
    streamingEnabled: state.streamingEnabled,
    disableEscalation: state.disableEscalation,
    enableConfirmationComment: state.enableConfirmationComment,
    enableTwoStepConfirmation: state.enableTwoStepConfirmation,
    title: textOrNull(state.title),
    description: textOrNull(state.description),
    documentId: state.document?.id ?? null,
    sound: state.sound,
    instructions: textOrNull(state.instructions),
    createPublicAlert: state.createPublicAlert,
    alertAllAvailableNetworks: state.alertAllAvailableNetworks,
    alertAllAvailableUsers: state.alertAllAvailableUsers,
    publicRadiusEnabled: state.publicRadiusEnabled,
    publicRadius: state.publicRadius,
    selectedNetworkIds: state.selectedNetworks.map((network) => network.id),
    selectedNetworksRadiusEnabled: state.selectedNetworksRadiusEnabled,
    selectedNetworksRadius: state.selectedNetworksRadius,
    notifySelectedUserIdsOutsideOfRange: state.notifySelectedUsersOutsideOfRange.map((user) => user.id),
    enableDeviceOutputControl: state.enableDeviceOutputControl,
    deviceOutputControl:
      state.deviceOutputControl?.map((entry) => ({ deviceId: entry.device.id, outputCodes: entry.outputCodes })) ??
      null,
    meetingLink: hasMeetingLink(state.category) ? textOrNull(state.meetingLink) : null,
  };
}

interface PolicyCategoryData {
  readonly category: string;
  readonly enforced: boolean;
  readonly overwriteAll: boolean;
  readonly selectedUsers: readonly { readonly id: string; readonly displayName: string }[];
  readonly disabled: boolean;
  readonly streamingEnabled: boolean;
  readonly disableEscalation: boolean;
  readonly enableConfirmationComment: boolean;
  readonly enableTwoStepConfirmation: boolean;
  readonly title: string | null | undefined;
  readonly description: string | null | undefined;
  readonly document: { readonly id: string; readonly name: string } | null | undefined;
  readonly sound: string;
  readonly instructions: string | null | undefined;
  readonly createPublicAlert: boolean;
  readonly alertAllAvailableNetworks: boolean;
  readonly alertAllAvailableUsers: boolean | null | undefined;
  readonly publicRadiusEnabled: boolean;
  readonly publicRadius: number;
  readonly selectedNetworks: readonly { readonly id: string; readonly name: string }[];
  readonly selectedNetworksRadiusEnabled: boolean;
  readonly selectedNetworksRadius: number;
  readonly notifySelectedUsersOutsideOfRange: readonly { readonly id: string; readonly displayName: string }[];
  readonly enableDeviceOutputControl: boolean | null | undefined;
  readonly deviceOutputControl:
    | readonly {
        readonly device: {
          readonly id: string;
          readonly name: string;
          readonly outputs: readonly { readonly code: string; readonly name: string }[];
        };
        readonly outputCodes: readonly string[];
      }[]
    | null
    | undefined;
  readonly meetingLink: string | null | undefined;
}

/** The fragment's data → the editor's state (categories in the spec's order). */
export function fromPolicyData(categories: readonly PolicyCategoryData[]): PolicyCategoryState[] {
  return CATEGORIES.map((category) => {
    const data = categories.find((entry) => entry.category === category);
    if (!data) return defaultCategory(category);
    const user = (u: { id: string; displayName: string }) => ({ id: u.id, label: u.displayName });
    return {
      category,
      enforced: data.enforced,
      overwriteAll: data.overwriteAll,
      selectedUsers: data.selectedUsers.map(user),
      disabled: data.disabled,
      streamingEnabled: data.streamingEnabled,
      disableEscalation: data.disableEscalation,
      enableConfirmationComment: data.enableConfirmationComment,
      enableTwoStepConfirmation: data.enableTwoStepConfirmation,
      title: data.title ?? '',
      description: data.description ?? '',
      document: data.document ? { id: data.document.id, label: data.document.name } : null,
      sound: (SOUNDS as string[]).includes(data.sound) ? (data.sound as AlertSound) : DEFAULT_SOUND,
      instructions: data.instructions ?? '',
      createPublicAlert: data.createPublicAlert,
      alertAllAvailableNetworks: data.alertAllAvailableNetworks,
      alertAllAvailableUsers: hasAllUsersOption(category) ? Boolean(data.alertAllAvailableUsers) : null,
      publicRadiusEnabled: data.publicRadiusEnabled,
      publicRadius: data.publicRadius,
      selectedNetworks: data.selectedNetworks.map((network) => ({ id: network.id, label: network.name })),
      selectedNetworksRadiusEnabled: data.selectedNetworksRadiusEnabled,
      selectedNetworksRadius: data.selectedNetworksRadius,
      notifySelectedUsersOutsideOfRange: data.notifySelectedUsersOutsideOfRange.map(user),
      enableDeviceOutputControl: hasDeviceOutputControl(category) ? Boolean(data.enableDeviceOutputControl) : null,
      deviceOutputControl: hasDeviceOutputControl(category)
        ? (data.deviceOutputControl ?? []).map((entry) => ({
            device: { id: entry.device.id, label: entry.device.name, outputs: entry.device.outputs },
            outputCodes: [...entry.outputCodes],
          }))
        : null,
      meetingLink: hasMeetingLink(category) ? (data.meetingLink ?? '') : null,
    };
  });
}
