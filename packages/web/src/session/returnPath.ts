// A page opened while signed out is remembered in the login's URL (/?returnTo=…) and opened after
// sign-in (and after the one-time code step, which stays on the same URL).
export const RETURN_TO_PARAM = 'returnTo';

/**
 * `value` when it is a path on this origin, else null: the parameter comes from a URL anyone can
 * craft, so absolute URLs, protocol-relative `//host` and backslash tricks (`/\host`) are refused.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // control characters (including tab and newline, which URL parsing silently strips) never belong in a path
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const base = 'http://vakt.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    const path = url.pathname + url.search + url.hash;
    return path === '/' ? null : path;
  } catch {
    return null;
  }
}

/** The login URL for a signed-out visit to `url` (the login itself when the path is / or unsafe). */
export function loginPathFor(url: URL): string {
  const target = safeReturnPath(url.pathname + url.search + url.hash);
  return target ? `/?${RETURN_TO_PARAM}=${encodeURIComponent(target)}` : '/';
}

/** Where to go after sign-in: the remembered page, or the dashboard. */
export function returnPathFrom(params: URLSearchParams): string | null {
  return safeReturnPath(params.get(RETURN_TO_PARAM));
}
