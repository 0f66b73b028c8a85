import type { Db } from '../../db/types.js';
import { recordAction } from '../../audit/actionLog.js';
import { AppError, notFound } from '../../http/errors.js';
import { isClientInScope, scopeOf, type Caller } from '../../policy/index.js';
import { incidentById, type IncidentRow, type Status } from './repository.js';

/** The statuses an incident may move to from each status (the dashboard's buttons). */
export const TRANSITIONS: Record<Status, readonly Status[]> = {
  confirm: ['pending', 'confirmed', 'finalized'],
  pending: ['confirmed', 'finalized'],
  confirmed: ['finalized'],
  finalized: [],
};

/**
 * Moves an incident in the caller's scope to `status`: the first confirmation and the finalization keep
 * their times (the statistics' response figures), the audit row lands in the same transaction, and the
 * trigger of migration 021 publishes the change at commit.
 */
export async function changeStatus(db: Db, caller: Caller, id: number, status: Status): Promise<IncidentRow> {
  const scope = await scopeOf(db, caller);
  return db.transaction(async (tx) => {
    const row = await incidentById(tx, id, true);
    if (!row || (!scope.all && (row.client_id === null || !isClientInScope(scope, row.client_id))))
      throw notFound('Incident not found');
    if (!TRANSITIONS[row.status].includes(status)) {
      throw new AppError(409, 'INVALID_TRANSITION', `An incident in status ${row.status} cannot become ${status}`, {
        fields: { status: 'INVALID_TRANSITION' },
      });
    }
    await tx.query(
      `UPDATE incidents
          SET status = $2,
              confirmed_at = CASE WHEN $2 = 'confirmed' THEN coalesce(confirmed_at, now()) ELSE confirmed_at END,
              finalized_at = CASE WHEN $2 = 'finalized' THEN now() ELSE finalized_at END,
              status_changed_at = now(),
              status_changed_by = $3
        WHERE id = $1`,
      [id, status, caller.id],
    );
    await recordAction(tx, {
      entityType: 'incident',
      entityId: id,
      action: 'setStatus',
      actorId: caller.id,
      before: { status: row.status },
      after: { status },
      clientIds: row.client_id === null ? [] : [row.client_id],
    });
    return (await incidentById(tx, id))!;
  });
}
