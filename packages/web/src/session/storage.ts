// localStorage keys named by the spec (section 9). The refresh token is deliberately absent:
// it lives in an httpOnly cookie set by the gateway.
export const storageKeys = {
  user: 'user',
  accessToken: 'accessToken',
  language: 'language',
  langConfirmed: 'langConfirmed',
  lastVisitedPath: 'lastVisitedPath',
  systemState: 'systemState',
} as const;

export type StorageKey = keyof typeof storageKeys;

export function readItem(key: StorageKey): string | null {
  try {
    return localStorage.getItem(storageKeys[key]);
  } catch {
    return null;
  }
}

export function writeItem(key: StorageKey, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(storageKeys[key]);
    else localStorage.setItem(storageKeys[key], value);
  } catch {
    // storage can be unavailable (private mode, quota); the session then lives in memory only
  }
}

export function readJson<T>(key: StorageKey): T | null {
  const raw = readItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
