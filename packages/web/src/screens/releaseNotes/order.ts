import type { OrderBy } from '../../ui/useTableControls';

/** Spec 002 section 2: newest first. */
export const DEFAULT_RELEASE_NOTE_ORDER: OrderBy = { field: 'CREATED_AT', direction: 'DESC' };
