import { Button, Menu, Portal } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../i18n/I18nProvider';
import { isLanguage, languages, type Language } from '../i18n/language';
import { writeItem } from '../session/storage';

export function LanguageMenu() {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  function choose(next: Language) {
    setLanguage(next);
    // an explicit choice answers the after-login language question too
    writeItem('langConfirmed', 'true');
  }
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        {/* the visible code starts the name (WCAG 2.5.3 label in name): "EN, Language" */}
        <Button variant="outline" size="sm" aria-label={`${language.toUpperCase()}, ${intl.formatMessage({ id: 'shell.language' })}`}>
          {language.toUpperCase()}
        </Button>
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
