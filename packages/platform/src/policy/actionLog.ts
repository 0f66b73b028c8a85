import type { Scope, SqlFilter } from './scope.js';

/**
 * Who reads which action-log rows (GET /system/actions): admins every row; everyone else the rows of an
 * entity that belonged to a client in its scope (`client_ids` overlaps, GIN index) or to one of its
 * organizations (organization-admins).
 */
export function actionLogCondition(f: SqlFilter, scope: Scope, clientIdsColumn: string, organizationColumn: string) {
  if (scope.all) return f;
  const parts: string[] = [];
  if (scope.clientIds.length) parts.push(`${clientIdsColumn} && ${f.param(scope.clientIds)}::int[]`);
  if (scope.organizationIds.length) parts.push(`${organizationColumn} = ANY(${f.param(scope.organizationIds)}::int[])`);
  return f.where(parts.length ? `(${parts.join(' OR ')})` : 'false');
}
