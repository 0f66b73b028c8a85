import { Button, type ButtonProps } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useLanguage } from '../i18n/I18nProvider';
import type { Language } from '../i18n/language';

// The menu's machinery (zag menu, popper, floating-ui: about 20 KB gzip) loads on first use, which keeps
// it off the login page's first load; pointing at the button starts the download early.
const loadMenu = () => import('./LanguageMenuPopup');
const LanguageMenuPopup = lazy(() => loadMenu().then((module) => ({ default: module.LanguageMenuPopup })));

/** The trigger's look and name; the visible code starts the name (WCAG 2.5.3 label in name): "EN, Language". */
export function languageButtonProps(intl: IntlShape, language: Language): ButtonProps {
  return {
    variant: 'outline',
    size: 'sm',
    'aria-haspopup': 'menu',
    'aria-label': `${language.toUpperCase()}, ${intl.formatMessage({ id: 'shell.language' })}`,
    children: language.toUpperCase(),
  };
}

export function LanguageMenu() {
  const intl = useIntl();
  const { language } = useLanguage();
  const [used, setUsed] = useState(false);
  const button = (
    <Button
      {...languageButtonProps(intl, language)}
      onClick={() => setUsed(true)}
      onPointerEnter={() => void loadMenu()}
    />
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenuPopup />
    </Suspense>
  );
}
