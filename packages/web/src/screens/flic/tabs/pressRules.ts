// Press alert settings (spec 002 sections 3, 4, 9): click, double click and hold, each with its alert type,
// networks, title, description and sound; policy settings by default, hub settings only for a button with a hub.
import { SOUNDS } from '../../clients/policy/rules';

export const PRESSES = ['CLICK', 'DOUBLE_CLICK', 'HOLD'] as const;
export type Press = (typeof PRESSES)[number];

export const ALERT_TYPES = ['SOS_EMERGENCY', 'PUBLIC_ALERT', 'SAFE_ASSIST', 'NETWORK_ALERT', 'SUMMON'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
export const DEFAULT_ALERT_TYPE: AlertType = 'NETWORK_ALERT';

/** The spec's colours: SOS red, Public blue, Safe Assist yellow, Network purple; Summon has none (gray). */
export const ALERT_TYPE_PALETTE: Readonly<Record<string, string>> = {
  SOS_EMERGENCY: 'red',
  PUBLIC_ALERT: 'blue',
  SAFE_ASSIST: 'yellow',
  NETWORK_ALERT: 'purple',
  SUMMON: 'gray',
};

export const PRESS_SOUNDS: readonly string[] = SOUNDS;

export interface PressValues {
  usePolicySettings: boolean;
  useHubSettings: boolean;
  alertType: AlertType;
  selectedNetworkIds: string[];
  title: string;
  description: string;
  sound: string;
}

export const defaultPress = (): PressValues => ({
  usePolicySettings: true,
  useHubSettings: false,
  alertType: DEFAULT_ALERT_TYPE,
  selectedNetworkIds: [],
  title: '',
  description: '',
  sound: 'DEFAULT',
});

/** Networks, title and description follow the policy or the hub while either is in use: read-only then. */
export const inheritsContent = (press: PressValues, hasHub: boolean) =>
  press.usePolicySettings || (hasHub && press.useHubSettings);

/** The block as PressSettingInput; hub settings only go out for a button with a hub. */
export function toPressInput(press: PressValues, hasHub: boolean) {
  return {
    usePolicySettings: press.usePolicySettings,
    useHubSettings: hasHub && press.useHubSettings,
    alertType: press.alertType,
    selectedNetworkIds: press.selectedNetworkIds,
    title: press.title.trim() || null,
    description: press.description.trim() || null,
    sound: press.sound || null,
  };
}
