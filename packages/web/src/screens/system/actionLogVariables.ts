// The action log's filters as the URL keeps them (tableUrlState: plain strings) and as the query takes them.
//   tab=actions  type=<entity type>  entity=<global id>  user=<global id>  from=YYYY-MM-DD  to=YYYY-MM-DD

export const ACTION_LOG_FILTERS = { type: null, entity: null, user: null, from: null, to: null } as const;

/** The entity types the filter offers (the platform writes these; others still list under "all"). */
export const ENTITY_TYPES = [
  'user',
  'client',
  'network',
  'multiAlert',
  'organization',
  'device',
  'integration',
  'document',
  'helpSection',
  'faqQuestion',
  'faqCategory',
  'systemNotification',
  'incident',
  'relay',
  'upload',
] as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant a local calendar day starts (or, with `end`, its last millisecond); null for anything else. */
export function dayBoundary(day: string | null | undefined, end = false): string | null {
  const match = DAY.exec(day ?? '');
  if (!match) return null;
  const date = end
    ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999)
    : new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // 2026-02-31 rolls over into March: not a day
  if (date.getMonth() !== Number(match[2]) - 1 || Number.isNaN(date.getTime())) return null;
  return date.toISOString();
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The query's variables for the table's state (first/after plus the URL's filters). */
export function actionLogVariables(state: Record<string, unknown>) {
  const entity = text(state.entity);
  const user = text(state.user);
  return {
    first: typeof state.first === 'number' ? state.first : 50,
    after: text(state.after),
    type: text(state.type),
    entity,
    user,
    from: dayBoundary(text(state.from)),
    to: dayBoundary(text(state.to), true),
    entityIds: entity ? [entity] : [],
    userIds: user ? [user] : [],
  };
}
