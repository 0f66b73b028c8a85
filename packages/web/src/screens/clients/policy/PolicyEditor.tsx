/* eslint-disable relay/unused-fields -- this file hands its query data on whole (to typed column, form and
   picker helpers, or spread into form state), where TypeScript checks each read; the rule sees only reads
   written here (docs/test-runner.md) */
import { Alert, HStack, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { SaveButton, toFieldErrors, usePromiseMutation, useDirtyForm, type FieldErrors } from '../../../ui/form';
import { notify } from '../../../ui/toaster';
import { meetingLinkError } from '../validation';
import type { PolicyEditor_client$key } from './__generated__/PolicyEditor_client.graphql';
import type { PolicyEditorSaveMutation } from './__generated__/PolicyEditorSaveMutation.graphql';
import { CategoryEditor } from './CategoryEditor';
import {
  disableLocked,
  fromPolicyData,
  limitReached,
  setDisabled,
  toCategoryInput,
  type PolicyCategoryState,
} from './rules';
import { hasNumberOutOfRange } from '../../../ui/NumberField';

/** The client's alert policy: the five categories with the spec's section 4 rules. */
export function PolicyEditor({ client }: { client: PolicyEditor_client$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment PolicyEditor_client on Client {
        id
        policy {
          categories {
            category
            enforced
            overwriteAll
            selectedUsers {
              id
              displayName
            }
            disabled
            streamingEnabled
            disableEscalation
            enableConfirmationComment
            enableTwoStepConfirmation
            title
            description
            document {
              id
              name
            }
            sound
            instructions
            createPublicAlert
            alertAllAvailableNetworks
            alertAllAvailableUsers
            publicRadiusEnabled
            publicRadius
            selectedNetworks {
              id
              name
            }
            selectedNetworksRadiusEnabled
            selectedNetworksRadius
            notifySelectedUsersOutsideOfRange {
              id
              displayName
            }
            enableDeviceOutputControl
            deviceOutputControl {
              device {
                id
                name
                outputs {
                  code
                  name
                }
              }
              outputCodes
            }
            meetingLink
          }
        }
      }
    `,
    client,
  );
  const form = useDirtyForm<PolicyCategoryState[]>(fromPolicyData(data.policy.categories));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [save, saving] = usePromiseMutation<PolicyEditorSaveMutation>(graphql`
    mutation PolicyEditorSaveMutation($id: ID!, $input: AlertPolicyInput!) {
      updateClientPolicy(id: $id, input: $input) {
        client {
          id
          ...PolicyEditor_client
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const t = (id: string) => intl.formatMessage({ id });
  const categories = form.values;
  const invalidLink = categories.some((category) => category.meetingLink && meetingLinkError(category.meetingLink));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (hasNumberOutOfRange(event.currentTarget as HTMLFormElement)) return;
    if (!form.dirty || saving || invalidLink) return;
    try {
      const { updateClientPolicy } = await save({
        id: data.id,
        input: { categories: categories.map(toCategoryInput) },
      });
      if (updateClientPolicy.errors.length) {
        setErrors(toFieldErrors(intl, updateClientPolicy.errors));
        notify.error(t('error.generic'));
        return;
      }
      setErrors({});
      form.reset(categories);
      notify.success(t('policy.saved'));
    } catch {
      notify.error(t('error.generic'));
    }
  };

  const general = Object.entries(errors)
    .filter(([field]) => !field.startsWith('categories.'))
    .flatMap(([, messages]) => messages);

  return (
    <form onSubmit={submit} noValidate aria-label={t('clients.tab.policy')}>
      <Stack gap="4">
        {limitReached(categories) && (
          <Alert.Root status="info" role="status" data-testid="policy-limit">
            <Alert.Indicator />
            <Alert.Description>{t('policy.noMoreAlarms')}</Alert.Description>
          </Alert.Root>
        )}
        {general.length > 0 && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{general.join(' ')}</Alert.Description>
          </Alert.Root>
        )}
        {categories.map((category, index) => (
          <CategoryEditor
            key={category.category}
            clientId={data.id}
            state={category}
            errors={errors}
            disableLocked={disableLocked(categories, index)}
            onDisabledChange={(disabled) => form.setValues((current) => setDisabled(current, index, disabled))}
            onChange={(next) => form.setValues((current) => current.map((entry, i) => (i === index ? next : entry)))}
          />
        ))}
        <HStack justify="end" position="sticky" bottom="0" py="3" bg="bg.subtle">
          <SaveButton dirty={form.dirty && !invalidLink} saving={saving} />
        </HStack>
      </Stack>
    </form>
  );
}
