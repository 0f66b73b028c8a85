/**
 * The five alert categories in their three spellings: the schema enum, the platform's category key
 * (multi-alerts, alert screen settings) and the policy field prefix.
 */
export type AlertCategory = 'SOS_EMERGENCY' | 'PUBLIC_ALERT' | 'NETWORK_ALERT' | 'SAFE_ASSIST' | 'SUMMON';

export const ALERT_CATEGORIES: readonly { category: AlertCategory; restKey: string; policyPrefix: string }[] = [
  { category: 'SOS_EMERGENCY', restKey: 'SOS_Emergency', policyPrefix: 'sos' },
  { category: 'PUBLIC_ALERT', restKey: 'Public_Alert', policyPrefix: 'amc' },
  { category: 'NETWORK_ALERT', restKey: 'Network_Alert', policyPrefix: 'network' },
  { category: 'SAFE_ASSIST', restKey: 'Safe_Assist', policyPrefix: 'safeAssist' },
  { category: 'SUMMON', restKey: 'Summon', policyPrefix: 'summon' },
];

const BY_REST_KEY = new Map(ALERT_CATEGORIES.map((entry) => [entry.restKey.toLowerCase(), entry]));
const BY_CATEGORY = new Map(ALERT_CATEGORIES.map((entry) => [entry.category, entry]));

/** SOS_Emergency → SOS_EMERGENCY (case-insensitive); null for a key the schema does not know. */
export function categoryOfRestKey(restKey: string | null | undefined): AlertCategory | null {
  return (restKey && BY_REST_KEY.get(restKey.toLowerCase())?.category) || null;
}

/** SOS_EMERGENCY → SOS_Emergency. */
export function restKeyOf(category: AlertCategory): string {
  return BY_CATEGORY.get(category)!.restKey;
}

/** SOS_EMERGENCY → sos. */
export function policyPrefixOf(category: AlertCategory): string {
  return BY_CATEGORY.get(category)!.policyPrefix;
}
