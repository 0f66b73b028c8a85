import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { errorMessage } from '../../i18n/errorMessage';
import { ApiError } from '../../relay/ApiError';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { usePromiseMutation } from '../../ui/form';
import { notify } from '../../ui/toaster';
import type {
  OrganizationClientsOnDelete,
  OrganizationDeleteDialogMutation,
} from './__generated__/OrganizationDeleteDialogMutation.graphql';

type ClientsChoice = Exclude<OrganizationClientsOnDelete, '%future added value'>;

/**
 * Deleting an organization: the question, and when it has clients, what happens to them (kept without an
 * organization, or deleted with it), with how many there are. Users keep their accounts.
 */
export function OrganizationDeleteDialog({
  organization,
  open,
  onClose,
  onDeleted,
}: {
  organization: { id: string; name: string; clientCount: number };
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const intl = useIntl();
  const [clients, setClients] = useState<ClientsChoice>('DETACH');
  const [remove, removing] = usePromiseMutation<OrganizationDeleteDialogMutation>(graphql`
    mutation OrganizationDeleteDialogMutation($id: ID!, $clients: OrganizationClientsOnDelete) {
      deleteOrganization(id: $id, clients: $clients) {
        deletedId @deleteRecord
      }
    }
  `);
  const hasClients = organization.clientCount > 0;
  // each time the dialog opens it starts from keeping the clients (reset on opening: a close the dialog reports
  // late, after it was opened again, must not undo the choice made meanwhile)
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setClients('DETACH');
  }
  const close = onClose;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const onConfirm = async () => {
    try {
      await remove({ id: organization.id, clients: hasClients ? clients : null });
      notify.success(t('organizations.delete.done', { name: organization.name }));
      onDeleted();
    } catch (error) {
      // the organization got clients since the page was loaded: the page is out of date
      const hasClientsNow = error instanceof ApiError && error.errorCode === 'ORGANIZATION_HAS_CLIENTS';
      notify.error(hasClientsNow ? t('organizations.delete.hasClients') : errorMessage(intl, error));
      close();
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('organizations.delete.title')}
      message={t('organizations.delete.message', { name: organization.name })}
      busy={removing}
      onConfirm={() => void onConfirm()}
      onCancel={close}
    >
      {hasClients && (
        <Stack gap="3" mt="4">
          <Text fontWeight="medium" id="organization-delete-clients">
            {t('organizations.delete.clientsQuestion', { count: organization.clientCount })}
          </Text>
          <RadioGroup.Root
            value={clients}
            onValueChange={(details) => details.value && setClients(details.value as ClientsChoice)}
            aria-labelledby="organization-delete-clients"
            size="sm"
          >
            <Stack gap="2">
              {(['DETACH', 'DELETE'] as const).map((choice) => (
                <RadioGroup.Item key={choice} value={choice}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    {t(`organizations.delete.clients.${choice}`, { count: organization.clientCount })}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        </Stack>
      )}
    </ConfirmDialog>
  );
}
