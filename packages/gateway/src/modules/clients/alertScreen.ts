import { ALERT_CATEGORIES, categoryOfRestKey, type AlertCategory } from '../alerts/categories.js';
import { sameOriginFileUrl } from '../files/fileUrl.js';

/** GET/PUT /clients/{id}/settings: per category key (SOS_Emergency, ...) caption, colour, icon. */
export type RestAlertScreen = Record<
  string,
  { caption?: string | null; color?: string | null; iconUrl?: string | null } | undefined
>;

const DEFAULT_COLORS: Record<AlertCategory, string> = {
  SOS_EMERGENCY: '#FF0000',
  PUBLIC_ALERT: '#4472C4',
  NETWORK_ALERT: '#7030A0',
  SAFE_ASSIST: '#FDA82B',
  SUMMON: '#F0F0F0',
};

export function toAlertScreen(settings: RestAlertScreen) {
  return ALERT_CATEGORIES.map(({ category, restKey }) => {
    const entry = settings[restKey] ?? {};
    return {
      category,
      caption: entry.caption ?? null,
      color: entry.color || DEFAULT_COLORS[category],
      iconUrl: entry.iconUrl ? sameOriginFileUrl(entry.iconUrl) : null,
    };
  });
}

export interface AlertScreenCategoryInput {
  category: AlertCategory;
  caption?: string | null;
  color: string;
  iconUploadId?: string | null;
  removeIcon?: boolean | null;
}

/**
 * The input list → the body of PUT /clients/{id}/settings. Categories the input leaves out are sent
 * with their current caption and colour (icon untouched), so the platform always gets all five.
 */
export function toAlertScreenBody(input: AlertScreenCategoryInput[], current: RestAlertScreen | null) {
  const body: Record<string, { caption: string | null; color: string; icon?: string | number; removeFile: boolean }> =
    {};
  for (const { category, restKey } of ALERT_CATEGORIES) {
    const given = input.find((entry) => entry.category === category);
    if (given) {
      body[restKey] = {
        caption: given.caption ?? null,
        color: given.color,
        ...(given.iconUploadId ? { icon: uploadIdForPlatform(given.iconUploadId) } : {}),
        removeFile: given.removeIcon ?? false,
      };
    } else if (current) {
      const entry = current[restKey] ?? {};
      body[restKey] = {
        caption: entry.caption ?? null,
        color: entry.color || DEFAULT_COLORS[category],
        removeFile: false,
      };
    }
  }
  return body;
}

export function coversAllAlertScreenCategories(input: AlertScreenCategoryInput[]): boolean {
  return ALERT_CATEGORIES.every(({ category }) => input.some((entry) => entry.category === category));
}

const INPUT_FIELD_BY_REST: Record<string, string> = { icon: 'iconUploadId', removeFile: 'removeIcon' };

/** `SOS_Emergency.caption` → `SOS_EMERGENCY.caption`, `.icon` → `.iconUploadId`, `.removeFile` → `.removeIcon`. */
export function alertScreenFieldName(restField: string): string {
  const [head, leaf, ...tail] = restField.split('.');
  const category = categoryOfRestKey(head);
  if (!category) return restField;
  return [category, ...(leaf ? [INPUT_FIELD_BY_REST[leaf] ?? leaf] : []), ...tail].join('.');
}

/** The schema carries upload ids as strings; the platform's own are integers, so those go back as numbers. */
function uploadIdForPlatform(uploadId: string): string | number {
  return /^\d{1,15}$/.test(uploadId) ? Number(uploadId) : uploadId;
}
