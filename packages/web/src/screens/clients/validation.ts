// Client-side versions of the platform's rules (docs/rest-contract.md, Clients); the platform checks again.

export const DESCRIPTION_MAX = 300;
export const NAME_MAX = 100;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export const MEETING_HOSTS = [
  'teams.microsoft.com',
  'teams.live.com',
  'meet.google.com',
  'zoom.us',
  'whereby.com',
  'webex.com',
  'gotomeeting.com',
  'meet.jit.si',
];

/** Meeting link rule: optional; http:// is not secure; otherwise the host must be an allowed one (or a subdomain). */
export function meetingLinkError(link: string | null | undefined): 'INSECURE_LINK' | 'INVALID_MEETING_LINK' | null {
  const value = (link ?? '').trim();
  if (!value) return null;
  if (/^http:\/\//i.test(value)) return 'INSECURE_LINK';
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`).hostname.toLowerCase();
  } catch {
    return 'INVALID_MEETING_LINK';
  }
  if (!/^https:\/\//i.test(value) && /^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return 'INVALID_MEETING_LINK';
  return MEETING_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
    ? null
    : 'INVALID_MEETING_LINK';
}

export const RADIUS_MIN = 10;
export const RADIUS_MAX = 100000;
export const RADIUS_DEFAULT = 100;

/** A safety radius in whole metres; a form refuses to save one outside it (never clamps what was typed). */
export const RADIUS_RANGE = { min: RADIUS_MIN, max: RADIUS_MAX, integer: true } as const;

export const COLOR = /^#[0-9a-fA-F]{6}$/;
