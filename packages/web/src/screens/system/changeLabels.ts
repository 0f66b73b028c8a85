import type { IntlShape } from 'react-intl';
import { keyAsWords } from '../../format/words';

// What the actions log calls the platform's keys (entity types, actions, payload fields) in the viewer's
// language. A key no catalog names yet (a newer platform's) shows as words, never as a crash or a blank.

const has = (intl: IntlShape, id: string) => Object.hasOwn(intl.messages, id);

/** The first of `ids` the catalog holds, formatted; null when none is. */
function firstMessage(intl: IntlShape, ids: string[], values?: Record<string, string>): string | null {
  const id = ids.find((candidate) => has(intl, candidate));
  return id ? intl.formatMessage({ id }, values) : null;
}

export const entityTypeLabel = (intl: IntlShape, type: string) =>
  firstMessage(intl, [`system.entity.${type}`]) ?? keyAsWords(type);

export const actionLabel = (intl: IntlShape, action: string) =>
  firstMessage(intl, [`system.action.${action}`]) ?? keyAsWords(action);

/** The alert policy's field prefixes (platform clients/categories.ts) and the category each stands for. */
const POLICY_CATEGORIES: Record<string, string> = {
  sos: 'SOS_EMERGENCY',
  amc: 'PUBLIC_ALERT',
  network: 'NETWORK_ALERT',
  safeAssist: 'SAFE_ASSIST',
  summon: 'SUMMON',
};
const POLICY_FIELD = /^(sos|amc|network|safeAssist|summon)([A-Z]\w*)$/;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Where the row's keys come from, for keys that mean different things per action (a category "2"). */
export interface ChangeContext {
  entityType: string;
  action: string;
}

/**
 * A payload key as a label: the log's own field names first, then the names the forms use (policy,
 * network settings), a policy field as "category – field", the keys of settings kept per category,
 * notification type or press, and otherwise the key as words.
 */
export function fieldLabel(intl: IntlShape, field: string, context?: ChangeContext): string {
  const own = firstMessage(intl, [`system.field.${field}`, `policy.field.${field}`, `networks.settings.${field}`]);
  if (own) return own;
  const policy = POLICY_FIELD.exec(field);
  if (policy) {
    const inner = firstMessage(intl, [
      `policy.field.${lowerFirst(policy[2]!)}`,
      `system.field.${lowerFirst(policy[2]!)}`,
    ]);
    if (inner) {
      const category = intl.formatMessage({ id: `alertCategory.${POLICY_CATEGORIES[policy[1]!]}` });
      return intl.formatMessage({ id: 'system.field.ofCategory' }, { category, field: inner });
    }
  }
  if (/^\d+$/.test(field) && context?.entityType === 'user' && context.action === 'updateNotificationSettings') {
    const category = firstMessage(intl, [`profile.notifications.category.${field}`]);
    if (category) return category;
  }
  return (
    firstMessage(intl, [
      `alertCategory.${field.toUpperCase()}`,
      `notifications.type.${field}`,
      `flic.press.${field.toUpperCase()}`,
      `system.field.${field.replace(/\s+/g, '')}`,
    ]) ?? keyAsWords(field)
  );
}

/** Values that are keys of a catalog: an alert category or type (SOS_Emergency). */
export function valueLabel(intl: IntlShape, field: string, value: string): string | null {
  if (field === 'alertCategory' || field === 'alertType')
    return firstMessage(intl, [`alertCategory.${value.toUpperCase()}`]);
  return null;
}
