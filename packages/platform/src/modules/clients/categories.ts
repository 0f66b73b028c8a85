/** The five alert categories, their policy prefixes and alert-screen defaults (spec sections 3 and 9). */
export const ALERT_CATEGORIES = ['SOS_Emergency', 'Public_Alert', 'Network_Alert', 'Safe_Assist', 'Summon'] as const;
export type AlertCategory = (typeof ALERT_CATEGORIES)[number];

export const POLICY_PREFIXES = ['sos', 'amc', 'network', 'safeAssist', 'summon'] as const;
export type PolicyPrefix = (typeof POLICY_PREFIXES)[number];

export const DEFAULT_COLORS: Record<AlertCategory, string> = {
  SOS_Emergency: '#FF0000',
  Public_Alert: '#4472C4',
  Network_Alert: '#7030A0',
  Safe_Assist: '#FDA82B',
  Summon: '#F0F0F0',
};

export const SOUNDS = ['default', 'alarmfire', 'alarmsmoke', 'siren', 'uan', 'uan-short'] as const;

export const COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;
