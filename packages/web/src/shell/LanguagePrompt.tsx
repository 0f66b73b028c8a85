import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../i18n/I18nProvider';
import { fromGraphLanguage, type Language } from '../i18n/language';
import { readItem, writeItem } from '../session/storage';

/** After sign-in: offers the user's saved language when it differs from the current one (asked once). */
export function LanguagePrompt({ userLanguage }: { userLanguage: string | null | undefined }) {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  // decided once on mount: changing the language from the menu later must not re-open the prompt
  const [target, setTarget] = useState<Language | null>(() => {
    const wanted = fromGraphLanguage(userLanguage);
    return wanted && wanted !== language && !readItem('langConfirmed') ? wanted : null;
  });

  function answer(accept: boolean) {
    if (accept && target) setLanguage(target);
    writeItem('langConfirmed', 'true');
    setTarget(null);
  }

  return (
    <Dialog.Root
      role="alertdialog"
      open={target !== null}
      onOpenChange={(details) => !details.open && answer(false)}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{intl.formatMessage({ id: 'languagePrompt.title' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {target &&
                intl.formatMessage(
                  { id: 'languagePrompt.body' },
                  { language: intl.formatMessage({ id: `language.${target}` }) },
                )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => answer(false)}>
                {intl.formatMessage({ id: 'common.no' })}
              </Button>
              <Button colorPalette="blue" onClick={() => answer(true)}>
                {intl.formatMessage({ id: 'common.yes' })}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
