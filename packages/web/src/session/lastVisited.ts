import { readItem, writeItem } from './storage';

export function saveLastVisitedPath(path: string) {
  if (path === '/' || path.startsWith('/?')) return;
  writeItem('lastVisitedPath', path);
}

export function lastVisitedPath(): string | null {
  const path = readItem('lastVisitedPath');
  // only same-origin absolute paths: the value is user-writable storage
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}
