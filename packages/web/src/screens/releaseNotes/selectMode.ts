// Select mode of /release-notes (spec 002 section 2): another page (the system notifications tab) opens the
// list with navigation state asking for one note; the list then shows radios and a Send button, and Send
// returns to the page that asked. The request is remembered in sessionStorage so a reload, Back and the
// table's own URL changes (sort, search, page: replaced entries without the state) keep it; the list opened
// afresh (the sidebar, a link: a PUSH without the state) is the plain list again.
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

export interface SelectModeState {
  selectReleaseNote: true;
  /** Where Send returns to (a same-origin path); /system when left out. */
  returnTo?: string;
}

const STORAGE_KEY = 'releaseNotes.selectMode';
export const DEFAULT_RETURN_PATH = '/system';

/** Only same-origin absolute paths: the state and the storage are both user-writable. */
const safePath = (path: unknown): string | null =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : null;

function readStored(): { returnTo: string } | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { returnTo?: unknown };
    return { returnTo: safePath(parsed.returnTo) ?? DEFAULT_RETURN_PATH };
  } catch {
    return null;
  }
}

function store(value: { returnTo: string } | null) {
  try {
    if (value) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // no session storage (private mode): select mode lasts while the navigation state does
  }
}

/** Leaves select mode for good (Send, Cancel). */
export const endSelectMode = () => store(null);

/** The select mode the page is in: null for the plain list, else where Send returns to. */
export function useSelectMode(): { returnTo: string } | null {
  const location = useLocation();
  const navigationType = useNavigationType();
  const state = location.state as Partial<SelectModeState> | null;
  const requested = state?.selectReleaseNote === true;
  const mode = useMemo(() => {
    if (requested) return { returnTo: safePath(state?.returnTo) ?? DEFAULT_RETURN_PATH };
    return navigationType === 'PUSH' ? null : readStored();
  }, [requested, state?.returnTo, navigationType]);

  useEffect(() => {
    if (mode) store(mode);
    else store(null);
  }, [mode]);
  return mode;
}
