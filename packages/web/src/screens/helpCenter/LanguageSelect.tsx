import { NativeSelect } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { languages, type Language } from '../../i18n/language';

/** The language of the help content shown (or of a new section or question). */
export function LanguageSelect({
  value,
  onChange,
  label,
  disabled,
  id,
}: {
  value: Language | '';
  onChange: (language: Language) => void;
  label?: string;
  disabled?: boolean;
  id?: string;
}) {
  const intl = useIntl();
  return (
    <NativeSelect.Root size="sm" width="auto" minW="40" disabled={disabled}>
      <NativeSelect.Field
        id={id}
        aria-label={label ?? intl.formatMessage({ id: 'helpCenter.language' })}
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
