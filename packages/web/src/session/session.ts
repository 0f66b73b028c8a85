import { readItem, readJson, writeItem } from './storage';

export type Role = 'ADMIN' | 'CLIENT_ADMIN' | 'MULTI_CLIENT_ADMIN' | 'ORGANIZATION_ADMIN' | 'USER';

export interface SessionUser {
  id: string;
  displayName: string;
  email: string;
  roles: readonly Role[];
  language: string | null;
}

export interface SessionState {
  accessToken: string | null;
  user: SessionUser | null;
}

type Listener = () => void;

let state: SessionState = restore();
// True until the first signed-in route load after start or sign-in: that load may jump to the last visited path.
let landing = state.accessToken !== null;
const listeners = new Set<Listener>();

function restore(): SessionState {
  const accessToken = readItem('accessToken');
  const user = readJson<SessionUser>('user');
  return accessToken && user ? { accessToken, user } : { accessToken: null, user: null };
}

function set(next: SessionState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export const session = {
  get: (): SessionState => state,
  isSignedIn: (): boolean => state.accessToken !== null && state.user !== null,
  accessToken: (): string | null => state.accessToken,
  hasRole: (role: Role): boolean => state.user?.roles.includes(role) ?? false,

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  signIn(accessToken: string, user: SessionUser) {
    writeItem('accessToken', accessToken);
    writeItem('user', JSON.stringify(user));
    landing = true;
    set({ accessToken, user });
  },

  setAccessToken(accessToken: string) {
    writeItem('accessToken', accessToken);
    set({ ...state, accessToken });
  },

  /** Clears the signed-in state. An expired session keeps the last visited path so re-login returns there. */
  clear({ keepLastVisited }: { keepLastVisited: boolean }) {
    writeItem('accessToken', null);
    writeItem('user', null);
    writeItem('systemState', null);
    writeItem('langConfirmed', null);
    if (!keepLastVisited) writeItem('lastVisitedPath', null);
    landing = false;
    set({ accessToken: null, user: null });
  },

  /** Returns true once per sign-in (or restore): the first route load may redirect to the last visited path. */
  consumeLanding(): boolean {
    const wasLanding = landing;
    landing = false;
    return wasLanding;
  },
};
