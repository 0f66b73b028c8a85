import {
  Alert,
  Box,
  Button,
  Card,
  Fieldset,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { errorMessage } from '../../i18n/errorMessage';
import {
  CheckboxField,
  fieldErrorText,
  focusFirstInvalid,
  FormField,
  InlineErrors,
  toFieldErrors,
  usePromiseMutation,
  type FieldErrors,
  type FieldErrorShape,
} from '../../ui/form';
import type { PickerOption } from '../../ui/SearchPicker';
import { SearchPicker } from '../../ui/SearchPicker';
import { notify } from '../../ui/toaster';
import { filterSiaCodes } from '../networks/tabs/integrations/SiaCodePicker';
import { useClientSearch } from '../users/form/UserPickers';
import type { IncidentSummaryFormExportMutation } from './__generated__/IncidentSummaryFormExportMutation.graphql';
import type { IncidentSummaryForm_query$key } from './__generated__/IncidentSummaryForm_query.graphql';
import {
  ALERT_TYPES,
  checkSummary,
  dateBounds,
  formFieldOf,
  initialSummaryValues,
  REPORT_LANGUAGES,
  reportLanguageOf,
  toSummaryInput,
  type ReportFormat,
  type SummaryValues,
} from './summaryRules';

const FORM_FIELDS = ['startDate', 'endDate', 'clientIds', 'alertTypes', 'siaCodes'];
// the codes the report's rules answer with, each with its text (spec 002 section 5)
const SUMMARY_CODES = ['START_TOO_EARLY', 'START_AFTER_END', 'FUTURE_DATE', 'NOT_IN_SCOPE', 'TOO_MANY'];

function summaryErrorText(intl: IntlShape, error: FieldErrorShape): string {
  if (SUMMARY_CODES.includes(error.code)) return intl.formatMessage({ id: `incidentSummary.error.${error.code}` });
  if (error.code === 'REQUIRED') {
    const which = error.field === 'alertTypes' ? 'alertTypes' : 'date';
    return intl.formatMessage({ id: `incidentSummary.error.REQUIRED.${which}` });
  }
  return fieldErrorText(intl, error);
}

/** Opens the single-use same-origin link: the browser downloads the file (attachment), the page stays. */
function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

const without = (errors: FieldErrors, fields: string[]) =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)));

export function IncidentSummaryForm({ query }: { query: IncidentSummaryForm_query$key }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { siaCodes } = useFragment(
    graphql`
      fragment IncidentSummaryForm_query on Query {
        siaCodes {
          code
          names {
            language
            name
          }
        }
      }
    `,
    query,
  );
  const language = intl.locale.slice(0, 2).toLowerCase();
  const siaOptions = useMemo(
    () =>
      siaCodes.map((code) => ({
        code: code.code,
        name:
          code.names.find((name) => name.language.toLowerCase() === language)?.name ??
          code.names.find((name) => name.language.toLowerCase() === 'en')?.name ??
          code.code,
      })),
    [siaCodes, language],
  );
  const searchSiaCodes = useCallback(
    async (text: string): Promise<PickerOption[]> =>
      filterSiaCodes(siaOptions, text).map((option) => ({ id: option.code, label: `${option.code} — ${option.name}` })),
    [siaOptions],
  );
  const searchClients = useClientSearch();

  const bounds = useMemo(() => dateBounds(), []);
  const [values, setValues] = useState<SummaryValues>(() => initialSummaryValues(reportLanguageOf(intl.locale)));
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<{ format: ReportFormat; details: string[] } | null>(null);
  const [exporting, setExporting] = useState<ReportFormat | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const [exportSummary] = usePromiseMutation<IncidentSummaryFormExportMutation>(graphql`
    mutation IncidentSummaryFormExportMutation($input: IncidentSummaryInput!) {
      exportIncidentSummary(input: $input) {
        download {
          url
          expiresAt
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);

  const localErrors = toFieldErrors(intl, checkSummary(values, bounds), { text: (e) => summaryErrorText(intl, e) });
  const errors: FieldErrors = { ...serverErrors, ...localErrors };
  const withDevices = values.alertTypes.includes('DEVICE_ALERT');

  // an updater reads the latest values: a checkbox may report its change with the props it was created with
  function set<K extends keyof SummaryValues>(
    key: K,
    value: SummaryValues[K] | ((current: SummaryValues[K]) => SummaryValues[K]),
    fields: string[],
  ) {
    setValues((current) => ({
      ...current,
      [key]: typeof value === 'function' ? (value as (old: SummaryValues[K]) => SummaryValues[K])(current[key]) : value,
    }));
    setServerErrors((current) => without(current, fields));
    setFailure(null);
  }

  async function onExport(format: ReportFormat) {
    if (checkSummary(values, bounds).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setExporting(format);
    setFailure(null);
    setServerErrors({});
    try {
      const { exportIncidentSummary: payload } = await exportSummary({ input: toSummaryInput(values, format) });
      if (payload.errors.length > 0) {
        const byField = toFieldErrors(intl, payload.errors, {
          text: (e) => summaryErrorText(intl, e),
          field: formFieldOf,
        });
        setServerErrors(byField);
        const other = Object.entries(byField).filter(([field]) => !FORM_FIELDS.includes(field));
        if (other.length > 0) setFailure({ format, details: other.flatMap(([, texts]) => texts) });
        // the alert or the fields render first, then focus lands on the first to fix
        setTimeout(() => focusFirstInvalid(formRef.current));
      } else if (payload.download) {
        download(payload.download.url);
        notify.success(t(format === 'PDF' ? 'incidentSummary.done.PDF' : 'incidentSummary.done.XLSX'));
      }
    } catch (error) {
      setFailure({ format, details: [errorMessage(intl, error)] });
    } finally {
      setExporting(null);
    }
  }

  const dateInput = (field: 'startDate' | 'endDate') => (
    <FormField label={t(`incidentSummary.field.${field}`)} errors={errors[field]} required>
      <Input
        type="date"
        name={field}
        min={bounds.min}
        max={bounds.max}
        value={values[field]}
        onChange={(event) => set(field, event.target.value, ['startDate', 'endDate'])}
      />
    </FormField>
  );

  return (
    <Card.Root variant="outline" bg="bg" shadow="xs" as="section" aria-labelledby="incident-summary-export-heading">
      <Card.Header pb="2">
        <Heading as="h2" size="lg" id="incident-summary-export-heading">
          {t('incidentSummary.export.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <form ref={formRef} noValidate onSubmit={(event) => event.preventDefault()}>
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {dateInput('startDate')}
              {dateInput('endDate')}
            </SimpleGrid>
            <Box>
              <FormField
                label={t('incidentSummary.field.clients')}
                errors={errors.clientIds}
                helperText={t('incidentSummary.field.clients.help')}
              >
                <Box w="full">
                  <SearchPicker
                    label={t('incidentSummary.field.clients')}
                    selected={values.clients}
                    onChange={(clients) => set('clients', clients, ['clientIds'])}
                    search={searchClients}
                  />
                </Box>
              </FormField>
            </Box>
            <Fieldset.Root invalid={Boolean(errors.alertTypes?.length)}>
              <Fieldset.Legend>{t('incidentSummary.field.alertTypes')}</Fieldset.Legend>
              <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2" mt="2">
                {ALERT_TYPES.map((type) => (
                  <CheckboxField
                    key={type}
                    label={t(`incidentSummary.alertType.${type}`)}
                    checked={values.alertTypes.includes(type)}
                    onChange={(checked) =>
                      set(
                        'alertTypes',
                        (current) => (checked ? [...current, type] : current.filter((other) => other !== type)),
                        ['alertTypes'],
                      )
                    }
                  />
                ))}
              </SimpleGrid>
              <InlineErrors errors={errors.alertTypes} />
            </Fieldset.Root>
            <FormField
              label={t('incidentSummary.field.siaCodes')}
              errors={errors.siaCodes}
              disabled={!withDevices}
              helperText={t(withDevices ? 'incidentSummary.field.siaCodes.help' : 'incidentSummary.field.siaCodes.off')}
            >
              <Box w="full">
                <SearchPicker
                  label={t('incidentSummary.field.siaCodes')}
                  selected={values.siaCodes}
                  disabled={!withDevices}
                  onChange={(codes) => set('siaCodes', codes, ['siaCodes'])}
                  search={searchSiaCodes}
                />
              </Box>
            </FormField>
            <Box maxW={{ md: '50%' }}>
              <FormField label={t('incidentSummary.field.language')}>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    name="language"
                    value={values.language}
                    onChange={(event) =>
                      set('language', event.currentTarget.value as SummaryValues['language'], ['language'])
                    }
                  >
                    {REPORT_LANGUAGES.map((code) => (
                      <option key={code} value={code}>
                        {t(`language.${code.toLowerCase()}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </Box>
            {failure && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t(`incidentSummary.failed.${failure.format}`)}</Alert.Title>
                  <Alert.Description>{failure.details.join(' ')}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <HStack gap="3" wrap="wrap">
              {(['PDF', 'XLSX'] as const).map((format) => (
                <Button
                  key={format}
                  type="button"
                  colorPalette="blue"
                  variant={format === 'PDF' ? 'solid' : 'outline'}
                  disabled={exporting !== null}
                  loading={exporting === format}
                  loadingText={t(`incidentSummary.exporting.${format}`)}
                  onClick={() => void onExport(format)}
                >
                  {t(`incidentSummary.button.${format}`)}
                </Button>
              ))}
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
