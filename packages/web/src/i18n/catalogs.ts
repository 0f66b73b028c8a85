import type en from './en.json';
import type { Language } from './language';

export type MessageId = keyof typeof en;
export type Catalog = Record<string, string>;

// Each language is its own chunk: a visitor downloads only the catalog of the language in use.
const importers: Record<Language, () => Promise<{ default: Catalog }>> = {
  en: () => import('./en.json'),
  sv: () => import('./sv.json'),
  es: () => import('./es.json'),
};

const loaded = new Map<Language, Catalog>();
const loading = new Map<Language, Promise<Catalog>>();

/** The catalog of a language, downloaded once; the same promise for every caller while it is on its way. */
export function loadCatalog(language: Language): Promise<Catalog> {
  let promise = loading.get(language);
  if (!promise) {
    promise = importers[language]().then(
      (module) => {
        loaded.set(language, module.default);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(language); // a failed download may be retried
        throw error;
      },
    );
    loading.set(language, promise);
  }
  return promise;
}

/** The catalog when it is already here, so a provider can render without waiting. */
export function loadedCatalog(language: Language): Catalog | undefined {
  return loaded.get(language);
}
