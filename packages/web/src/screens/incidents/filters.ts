// The dashboard's filters as URL keys (view=OPERATIONAL, status=ONGOING, from=YYYY-MM-DD, to=YYYY-MM-DD),
// checked before they reach the query: a hand-edited URL falls back to the defaults.
import { INCIDENT_STATUSES } from './statuses';

export const INCIDENT_PAGE_SIZE = 50;
export const INCIDENT_VIEWS = ['COMPREHENSIVE', 'OPERATIONAL'] as const;

/** Filter names with their defaults (null: not filtered). */
export const INCIDENT_FILTERS: Readonly<Record<string, string | null>> = {
  view: 'COMPREHENSIVE',
  status: null,
  startDate: null,
  endDate: null,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : null;
const day = (value: unknown) => (typeof value === 'string' && DAY.test(value) ? value : null);

export interface IncidentsVariables {
  first: number;
  after: string | null;
  search: string | null;
  view: (typeof INCIDENT_VIEWS)[number];
  status: (typeof INCIDENT_STATUSES)[number] | null;
  startDate: string | null;
  endDate: string | null;
}

/** The table's variables (filters as plain strings) -> the query's, unknown values dropped. */
export function toIncidentsVariables(variables: Record<string, unknown>): IncidentsVariables {
  return {
    first: typeof variables.first === 'number' ? variables.first : INCIDENT_PAGE_SIZE,
    after: typeof variables.after === 'string' ? variables.after : null,
    search: typeof variables.search === 'string' && variables.search ? variables.search : null,
    view: oneOf(INCIDENT_VIEWS, variables.view) ?? 'COMPREHENSIVE',
    status: oneOf(INCIDENT_STATUSES, variables.status),
    startDate: day(variables.startDate),
    endDate: day(variables.endDate),
  };
}
