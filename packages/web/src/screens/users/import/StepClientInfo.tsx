import { Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatDateTime, stockholmToday } from '../../../format/date';
import { CheckboxField, FormField, useFieldErrors } from '../../../ui/form';

export interface ClientInfoValues {
  clientName: string;
  activatedDate: string;
  /** Send clientName: the client's name is updated in the import's transaction. */
  updateClient: boolean;
}

const NAME_MAX = 100;

/** Step 3: the client's name (updated only when asked), the activated date, the created date. */
export function StepClientInfo({
  formId,
  client,
  initial,
  onSubmit,
}: {
  formId: string;
  client: { name: string; createdAt: string };
  initial: ClientInfoValues | null;
  /** Imports; resolves with field errors to show (null when the wizard moved on or showed the failure). */
  onSubmit: (values: ClientInfoValues) => Promise<Record<string, string[]> | null>;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [values, setValues] = useState<ClientInfoValues>(
    initial ?? { clientName: client.name, activatedDate: stockholmToday(), updateClient: false },
  );
  const { errors, setErrors, formRef } = useFieldErrors();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string[]> = {};
    if (!values.clientName.trim()) local.clientName = [t('importUsers.client.clientNameRequired')];
    if (!values.activatedDate) local.activatedDate = [t('importUsers.client.activatedDateRequired')];
    if (Object.keys(local).length) {
      setErrors(local);
      return;
    }
    setErrors({});
    const remote = await onSubmit(values);
    if (remote) setErrors(remote);
  };

  return (
    <form id={formId} ref={formRef} onSubmit={submit} noValidate aria-label={t('importUsers.step.client')}>
      <Stack gap="4" maxWidth="md">
        <Text>{t('importUsers.client.intro')}</Text>
        <CheckboxField
          label={t('importUsers.client.update')}
          checked={values.updateClient}
          onChange={(checked) =>
            setValues((current) => ({
              ...current,
              updateClient: checked,
              clientName: checked ? current.clientName : client.name,
            }))
          }
        />
        <FormField label={t('importUsers.client.name')} errors={errors.clientName} required>
          <Input
            name="clientName"
            value={values.clientName}
            maxLength={NAME_MAX}
            readOnly={!values.updateClient}
            onChange={(event) => setValues((current) => ({ ...current, clientName: event.target.value }))}
          />
        </FormField>
        <FormField label={t('importUsers.client.activatedDate')} errors={errors.activatedDate} required>
          <Input
            name="activatedDate"
            type="date"
            value={values.activatedDate}
            onChange={(event) => setValues((current) => ({ ...current, activatedDate: event.target.value }))}
          />
        </FormField>
        <FormField label={t('importUsers.client.createdAt')}>
          <Input name="createdAt" value={client.createdAt ? formatDateTime(client.createdAt) : ''} readOnly />
        </FormField>
      </Stack>
    </form>
  );
}
