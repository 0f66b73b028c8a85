import type { Queryable } from '../../db/types.js';
import type { Policy } from './alertPolicy.js';

export class PolicyRepository {
  constructor(private readonly db: Queryable) {}

  /** The stored policy (null: never saved, all defaults). */
  async load(clientId: number, forUpdate = false): Promise<Policy | null> {
    const rows = await this.db.query<{ alert_policy: Policy | null }>(
      `SELECT alert_policy FROM clients WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [clientId],
    );
    return rows[0]?.alert_policy ?? null;
  }

  async save(clientId: number, policy: Policy): Promise<void> {
    await this.db.query('UPDATE clients SET alert_policy = $2::jsonb WHERE id = $1', [
      clientId,
      JSON.stringify(policy),
    ]);
  }
}
