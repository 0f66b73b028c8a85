import { createContext, use, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { writeItem } from '../session/storage';
import { loadCatalog, loadedCatalog, loadWholeCatalog } from './catalogs';
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
    // switch once the new catalog is here (both parts: the language menu is in the signed-in shell too),
    // so the screen never shows message ids meanwhile
    if (loadedCatalog(next, 'signIn') && loadedCatalog(next, 'console')) setState(next);
    else
      loadWholeCatalog(next).then(
        () => setState(next),
        () => {},
      );
  }, []);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  // the first render waits (suspends) for the starting language's sign-in part; ConsoleMessages adds the rest
  const messages = loadedCatalog(language, 'signIn') ?? use(loadCatalog(language, 'signIn'));
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={language} defaultLocale="en" messages={messages}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

/** The whole catalog for what is inside: the signed-in shell and its pages (waits for the console part). */
export function ConsoleMessages({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const signIn = loadedCatalog(language, 'signIn') ?? use(loadCatalog(language, 'signIn'));
  const rest = loadedCatalog(language, 'console') ?? use(loadCatalog(language, 'console'));
  const messages = useMemo(() => ({ ...signIn, ...rest }), [signIn, rest]);
  return (
    <IntlProvider locale={language} defaultLocale="en" messages={messages}>
      {children}
    </IntlProvider>
  );
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage outside I18nProvider');
  return value;
}
