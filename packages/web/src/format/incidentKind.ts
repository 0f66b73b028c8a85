import type { IntlShape } from 'react-intl';

// The platform labels incidents with English kind names; the console shows them in the user's language.
const kindMessages: Record<string, string> = {
  'Emergency Alert': 'alertCategory.SOS_EMERGENCY',
  'Public Alert': 'alertCategory.PUBLIC_ALERT',
  'Network Alert': 'alertCategory.NETWORK_ALERT',
  'Safe Assist Alert': 'alertCategory.SAFE_ASSIST',
  Summon: 'alertCategory.SUMMON',
  'Panic Alert': 'incident.kind.panic',
};

/** The incident kind in the UI language; a kind the console does not know is shown as the platform sent it. */
export function incidentKindLabel(intl: IntlShape, kind: string): string {
  const id = kindMessages[kind];
  return id ? intl.formatMessage({ id }) : kind;
}
