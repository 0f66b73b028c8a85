import { createContext, use, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { writeItem } from '../session/storage';
import { loadCatalog, loadedCatalog } from './catalogs';
import { initialLanguage, type Language } from './language';

interface LanguageContextValue {
  language: Language;
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function I18nProvider({ children, language: fixed }: { children: ReactNode; language?: Language }) {
  const [language, setState] = useState<Language>(() => fixed ?? initialLanguage());

  const setLanguage = useCallback((next: Language) => {
    writeItem('language', next);
    // switch once the new catalog is here, so the screen never shows message ids meanwhile
    if (loadedCatalog(next)) setState(next);
    else
      loadCatalog(next).then(
        () => setState(next),
        () => {},
      );
  }, []);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  // the first render waits (suspends) for the starting language's catalog
  const messages = loadedCatalog(language) ?? use(loadCatalog(language));
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={language} defaultLocale="en" messages={messages}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage outside I18nProvider');
  return value;
}
