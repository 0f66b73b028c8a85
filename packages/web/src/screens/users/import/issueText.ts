import type { IntlShape } from 'react-intl';
import type { ImportField } from './columns';
import type { CellIssue } from './validateRows';

/** Rules the import shares with the forms: the forms' sentence, word for word. */
const FORM_TEXTS: Partial<Record<CellIssue['code'], string>> = { INVALID_PHONE: 'fieldError.INVALID_PHONE' };

/** The sentence naming the rule a cell breaks (importUsers.issue.<CODE>, or the forms' text of a shared rule). */
export function issueText(intl: IntlShape, issue: Pick<CellIssue, 'code' | 'params'>): string {
  return intl.formatMessage({ id: FORM_TEXTS[issue.code] ?? `importUsers.issue.${issue.code}` }, issue.params);
}

/** A skip reason the platform answered (EMAIL_EXISTS, ...), translated when known. */
export function reasonText(intl: IntlShape, reason: string): string {
  const id = `importUsers.issue.${reason}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : reason;
}

/** The column title as the template writes it, translated (importUsers.column.<field>). */
export function columnTitle(intl: IntlShape, field: ImportField): string {
  return intl.formatMessage({ id: `importUsers.column.${field}` });
}
