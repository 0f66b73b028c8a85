import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadWholeCatalog } from '../i18n/catalogs';
import { languages } from '../i18n/language';
import { toaster } from '../ui/toaster';

// The app downloads a language's catalog on demand; tests render at once with every catalog here.
await Promise.all(languages.map(loadWholeCatalog));

// jsdom lacks the layout observers that nivo and Chakra (Ark UI) subscribe to.
class ObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
const g = globalThis as Record<string, unknown>;
// relay-test-utils' mock environment is written for Jest and calls jest.fn.
g.jest ??= { fn: vi.fn };
g.ResizeObserver ??= ObserverStub;
g.IntersectionObserver ??= ObserverStub;

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => {};
Element.prototype.scrollTo ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

beforeEach(() => {
  localStorage.clear();
  // the toaster is one module-level store with four places: a test's toasts never wait behind earlier ones
  toaster.remove();
});
afterEach(() => cleanup());
// Most files share one window and module graph (vitest.config.ts): each starts on them as a fresh one would
// be (the title, the URL, sessionStorage).
beforeAll(() => {
  sessionStorage.clear();
  document.title = '';
  window.history.replaceState(null, '', '/');
});
