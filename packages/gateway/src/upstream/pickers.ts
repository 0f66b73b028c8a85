/** The most rows a picker (`/.../search`) is asked for; the platform caps pickers at 100. */
export const PICKER_LIMIT = 100;

/** The arguments of a `...Candidates` field: what a batch add takes, asked of its target. */
export interface CandidateArgs {
  query?: string | null;
  first?: number | null;
  offset?: number | null;
}

/** CandidateArgs → the query of the platform's `/candidates` call (q, limit capped, offset). */
export const candidatesQuery = ({ query, first, offset }: CandidateArgs) => ({
  q: query?.trim() || undefined,
  limit: Math.min(Math.max(first ?? 20, 1), PICKER_LIMIT),
  offset: Math.max(offset ?? 0, 0),
});
