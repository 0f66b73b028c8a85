import { Button, Menu, Portal } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../i18n/I18nProvider';
import { isLanguage, languages, type Language } from '../i18n/language';
import { writeItem } from '../session/storage';
import { languageButtonProps } from './LanguageMenu';

/** The language menu itself; LanguageMenu loads it on first use and it opens at once. */
export function LanguageMenuPopup() {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  // opened after mounting (not born open) so the menu moves focus into its items as on any opening
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);
  function choose(next: Language) {
    setLanguage(next);
    // an explicit choice answers the after-login language question too
    writeItem('langConfirmed', 'true');
  }
  return (
    <Menu.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Menu.Trigger asChild>
        <Button {...languageButtonProps(intl, language)} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.RadioItemGroup
              value={language}
              onValueChange={(details) => isLanguage(details.value) && choose(details.value)}
            >
              {languages.map((code) => (
                <Menu.RadioItem key={code} value={code}>
                  {code.toUpperCase()} · {intl.formatMessage({ id: `language.${code}` })}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
