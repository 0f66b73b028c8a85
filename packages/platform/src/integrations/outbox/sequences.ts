import type { Queryable } from '../../db/types.js';
import { MAX_SEQUENCE, type Dc09Target, type SequenceStore } from '../dc09/index.js';

/** The next DC-09 sequence of (host, port, account), 0001..9999 then 0001, kept in integration_sequences. */
export async function takeSequence(q: Queryable, target: Pick<Dc09Target, 'host' | 'port' | 'account'>) {
  const [row] = await q.query<{ last: number }>(
    `INSERT INTO integration_sequences AS s (host, port, account, last) VALUES ($1, $2, $3, 1)
     ON CONFLICT (host, port, account) DO UPDATE
       SET last = CASE WHEN s.last >= ${MAX_SEQUENCE} THEN 1 ELSE s.last + 1 END
     RETURNING last`,
    [target.host.toLowerCase(), target.port, target.account],
  );
  return row!.last;
}

/** dc09's SequenceStore backed by the table: numbers survive restarts and are shared by replicas. */
export class DbSequenceStore implements SequenceStore {
  constructor(private readonly db: Queryable) {}
  next(target: Dc09Target): Promise<number> {
    return takeSequence(this.db, target);
  }
}
