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

/**
 * Takes the next sequence for an outbox row and stores it on the row, in one statement (atomic without a
 * transaction); a row that has one keeps it (the counter still moves on: a gap, harmless). Undefined: the
 * row is gone (its integration was deleted meanwhile). Locks the counter's row, then the outbox row (the
 * sender's lock order, worker.ts: nobody holding an outbox row waits for a counter).
 */
export async function takeSequenceFor(
  q: Queryable,
  outboxId: string,
  target: Pick<Dc09Target, 'host' | 'port' | 'account'>,
) {
  const [row] = await q.query<{ sequence: number }>(
    `WITH s AS (
       INSERT INTO integration_sequences AS s (host, port, account, last) VALUES ($2, $3, $4, 1)
       ON CONFLICT (host, port, account) DO UPDATE
         SET last = CASE WHEN s.last >= ${MAX_SEQUENCE} THEN 1 ELSE s.last + 1 END
       RETURNING last)
     UPDATE integration_outbox o SET sequence = coalesce(o.sequence, (SELECT last FROM s)) WHERE o.id = $1
     RETURNING o.sequence`,
    [outboxId, target.host.toLowerCase(), target.port, target.account],
  );
  return row?.sequence;
}

/** dc09's SequenceStore backed by the table: numbers survive restarts and are shared by replicas. */
export class DbSequenceStore implements SequenceStore {
  constructor(private readonly db: Queryable) {}
  next(target: Dc09Target): Promise<number> {
    return takeSequence(this.db, target);
  }
}
