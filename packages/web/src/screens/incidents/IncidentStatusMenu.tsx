import { Box, Button, Menu, Portal } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { ERROR_TEXTS, errorMessage } from '../../i18n/errorMessage';
import { notify } from '../../ui/toaster';
import type { IncidentStatusMenuMutation } from './__generated__/IncidentStatusMenuMutation.graphql';
import { INCIDENT_STATUS_PALETTE, nextStatuses } from './statuses';

const mutation = graphql`
  mutation IncidentStatusMenuMutation($id: ID!, $status: IncidentStatus!) {
    setIncidentStatus(id: $id, status: $status) {
      incident {
        id
        status
        statusChangedAt
        viewerCanChangeStatus
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

/** A refusal's words: the transition rule, or the code's shared text (NOT_FOUND, FORBIDDEN, ...). */
const reasonId = (code: string | null) => {
  if (code === 'INVALID_TRANSITION') return 'incidents.error.INVALID_TRANSITION';
  return code && code in ERROR_TEXTS ? `error.${ERROR_TEXTS[code]}` : 'error.generic';
};

/** The allowed next statuses of one incident; the row's badge follows from the store once the server agrees. */
export function IncidentStatusMenu({ id, status, name }: { id: string; status: string; name: string }) {
  const intl = useIntl();
  const [commit, saving] = useMutation<IncidentStatusMenuMutation>(mutation);
  const options = nextStatuses(status);
  if (options.length === 0) return null;

  const label = (value: string) => intl.formatMessage({ id: `incident.status.${value}` });
  const failed = (reason: string) =>
    notify.error(intl.formatMessage({ id: 'incidents.statusChange.failed' }, { reason }));

  const change = (next: string) =>
    commit({
      variables: { id, status: next as IncidentStatusMenuMutation['variables']['status'] },
      onCompleted: ({ setIncidentStatus }) => {
        const error = setIncidentStatus.errors[0];
        if (error) failed(intl.formatMessage({ id: reasonId(error.code) }));
        else notify.success(intl.formatMessage({ id: 'incidents.statusChange.done' }, { status: label(next) }));
      },
      onError: (error) => {
        failed(errorMessage(intl, error));
      },
    });

  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button
          size="2xs"
          variant="outline"
          loading={saving}
          aria-label={intl.formatMessage({ id: 'incidents.statusChange.menu' }, { name })}
        >
          {intl.formatMessage({ id: 'incidents.statusChange.button' })}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            {/* the current status checked, then the ones it may move on to */}
            <Menu.RadioItemGroup value={status} onValueChange={(details) => change(details.value)}>
              {[status, ...options].map((option) => (
                <Menu.RadioItem key={option} value={option} disabled={option === status}>
                  <Box as="span" boxSize="2" borderRadius="full" bg={`${INCIDENT_STATUS_PALETTE[option]}.solid`} />
                  {label(option)}
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
