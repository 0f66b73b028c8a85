import { NativeSelect } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { languages, type Language } from '../../i18n/language';

/**
 * The language of the help content shown (in a page's toolbar: `standalone`, named by itself), or of a
 * new section or question (inside a FormField, which names it).
 */
export function LanguageSelect({
  value,
  onChange,
  disabled,
  standalone = false,
}: {
  value: Language | '';
  onChange: (language: Language) => void;
  disabled?: boolean;
  standalone?: boolean;
}) {
  const intl = useIntl();
  return (
    <NativeSelect.Root size="sm" width={standalone ? 'auto' : undefined} minW="40" disabled={disabled}>
      <NativeSelect.Field
        aria-label={standalone ? intl.formatMessage({ id: 'helpCenter.language' }) : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value as Language)}
      >
        {value === '' && <option value="">{intl.formatMessage({ id: 'helpCenter.chooseLanguage' })}</option>}
        {languages.map((language) => (
          <option key={language} value={language}>
            {intl.formatMessage({ id: `language.${language}` })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
