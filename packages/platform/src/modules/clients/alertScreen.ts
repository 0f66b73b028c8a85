import type { FieldErrors } from '../../http/errors.js';
import { ALERT_CATEGORIES, COLOR_PATTERN, type AlertCategory } from './categories.js';

export const CAPTION_MAX = 20;

/** One category of a PUT /clients/{id}/settings body. */
export interface AlertScreenChange {
  caption?: string | null;
  color?: string;
  icon?: number;
  removeFile?: boolean;
}

export type AlertScreenChanges = Partial<Record<AlertCategory, AlertScreenChange>>;

/** Caption length and colour format, keyed `SOS_Emergency.caption`. */
export function validateAlertScreen(changes: AlertScreenChanges): FieldErrors {
  const errors: FieldErrors = {};
  for (const category of ALERT_CATEGORIES) {
    const change = changes[category];
    if (!change) continue;
    if (typeof change.caption === 'string' && [...change.caption].length > CAPTION_MAX)
      errors[`${category}.caption`] = 'TOO_LONG';
    if (change.color !== undefined && !COLOR_PATTERN.test(change.color)) errors[`${category}.color`] = 'INVALID_COLOR';
  }
  return errors;
}
