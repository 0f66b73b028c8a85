import type { OrderBy } from '../../ui/useTableControls';

/** Hubs: newest first. Buttons: last ping first (spec 002 section 2). */
export const DEFAULT_HUB_ORDER: OrderBy = { field: 'CREATED_AT', direction: 'DESC' };
export const DEFAULT_BUTTON_ORDER: OrderBy = { field: 'LAST_PING', direction: 'DESC' };
