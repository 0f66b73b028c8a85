import { AppError } from '../../http/errors.js';

/**
 * Incident event streams one account may hold open at once in one platform process. A console tab holds
 * one (the dashboard, or a network's incidents tab), so ten leaves room for several tabs and windows while
 * one account cannot pin an unbounded number of connections, subscribers and per-event reads.
 */
export const MAX_STREAMS_PER_USER = 10;

/** The open streams of each account in this process: taken when a stream opens, given back when it closes. */
export class StreamsPerUser {
  private readonly open = new Map<number, number>();

  constructor(private readonly max = MAX_STREAMS_PER_USER) {}

  /** The account's open streams. */
  countOf(userId: number): number {
    return this.open.get(userId) ?? 0;
  }

  /**
   * Takes one stream for `userId`, or refuses with 429 TOO_MANY_STREAMS when it already holds `max`.
   * Answers the release, which gives the stream back once however often it is called.
   */
  take(userId: number): () => void {
    const count = this.countOf(userId);
    if (count >= this.max) {
      throw new AppError(
        429,
        'TOO_MANY_STREAMS',
        `At most ${this.max} live incident streams can be open at once for one account: close one (another tab or window) and try again.`,
        { maxStreams: this.max },
      );
    }
    this.open.set(userId, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = this.countOf(userId) - 1;
      if (left > 0) this.open.set(userId, left);
      else this.open.delete(userId);
    };
  }
}
