import type { CatalogPart } from './catalogParts';
import type en from './en.json';
import type { Language } from './language';

export type MessageId = keyof typeof en;
export type Catalog = Record<string, string>;

// Each language and part is its own chunk (cut from <language>.json by catalogPlugin.ts): a visitor
// downloads only the language in use, and the login page only its part (catalogParts.ts).
const importers: Record<Language, Record<CatalogPart, () => Promise<{ default: Catalog }>>> = {
  en: {
    signIn: () => import('virtual:vakt-catalog/en/signIn'),
    console: () => import('virtual:vakt-catalog/en/console'),
  },
  sv: {
    signIn: () => import('virtual:vakt-catalog/sv/signIn'),
    console: () => import('virtual:vakt-catalog/sv/console'),
  },
  es: {
    signIn: () => import('virtual:vakt-catalog/es/signIn'),
    console: () => import('virtual:vakt-catalog/es/console'),
  },
};

const loaded = new Map<string, Catalog>();
const loading = new Map<string, Promise<Catalog>>();

/** A part of a language's catalog, downloaded once; the same promise for every caller while it is on its way. */
export function loadCatalog(language: Language, part: CatalogPart = 'signIn'): Promise<Catalog> {
  const key = `${language}:${part}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = importers[language][part]().then(
      (module) => {
        loaded.set(key, module.default);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(key); // a failed download may be retried
        throw error;
      },
    );
    loading.set(key, promise);
  }
  return promise;
}

/** The part when it is already here, so a provider can render without waiting. */
export function loadedCatalog(language: Language, part: CatalogPart = 'signIn'): Catalog | undefined {
  return loaded.get(`${language}:${part}`);
}

/** Both parts of a language (switching language while signed in). */
export async function loadWholeCatalog(language: Language): Promise<void> {
  await Promise.all([loadCatalog(language, 'signIn'), loadCatalog(language, 'console')]);
}
