import { useEffect } from 'react';
import { useRevalidator, useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../i18n/I18nProvider';
import { isLanguage, toGraphLanguage, type Language } from '../../i18n/language';

export { toGraphLanguage, type GraphLanguage } from '../../i18n/language';
import { readItem } from '../../session/storage';
import { useSetSearchParams } from '../../ui/useSetSearchParams';

/**
 * The language a help page shows: ?lang= when the reader chose one on the page, else the console's
 * language. Loaders read the console's from storage; screens from the provider, so a language switch
 * shows up at once.
 */
export function helpLanguageFromUrl(url: URL): Language {
  const chosen = url.searchParams.get('lang');
  if (isLanguage(chosen)) return chosen;
  const stored = readItem('language');
  return isLanguage(stored) ? stored : 'en';
}

export function useHelpLanguage(): Language {
  const [params] = useSearchParams();
  const { language } = useLanguage();
  const chosen = params.get('lang');
  return isLanguage(chosen) ? chosen : language;
}

/**
 * Reloads the page's query when the language it should show is no longer the one it loaded (the
 * console's language was switched): the loader reads the new one.
 */
export function useReloadOnLanguage(loaded: string) {
  const wanted = toGraphLanguage(useHelpLanguage());
  const revalidator = useRevalidator();
  useEffect(() => {
    if (wanted !== loaded && revalidator.state === 'idle') void revalidator.revalidate();
  }, [wanted, loaded, revalidator]);
}

/** ?lang= set to the reader's choice (other parameters kept). */
export function useChooseHelpLanguage() {
  const setSearchParams = useSetSearchParams();
  return (language: Language) =>
    setSearchParams((current) => {
      current.set('lang', language);
      return current;
    });
}
