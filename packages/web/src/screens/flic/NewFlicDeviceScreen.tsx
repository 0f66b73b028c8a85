import { Heading, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../relay/ApiError';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { usePromiseMutation } from '../../ui/form';
import type { NewFlicDeviceScreenMutation } from './__generated__/NewFlicDeviceScreenMutation.graphql';
import type { NewFlicDeviceScreenQuery } from './__generated__/NewFlicDeviceScreenQuery.graphql';
import { FlicDeviceForm } from './FlicDeviceForm';
import { isAdmin } from './flicRoles';
import type { FlicType } from './rules';
import { useNavigateAway } from '../../ui/unsavedChanges';
import { flicButtonPath, flicHubPath } from '../../router/paths';

export const newFlicDeviceScreenQuery = graphql`
  query NewFlicDeviceScreenQuery($hubId: ID!, $withHub: Boolean!) {
    viewer {
      id
      roles
    }
    node(id: $hubId) @include(if: $withHub) {
      ... on FlicHub @alias(as: "hub") {
        id
        name
        serialNumber
      }
    }
  }
`;

/** /flic-hubs/new and /flic-buttons/new (?hub= preselects the hub); after saving, the new device's page. */
export function NewFlicDeviceScreen({
  type,
  queryRef,
}: {
  type: FlicType;
  queryRef: PreloadedQuery<NewFlicDeviceScreenQuery>;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const navigateAway = useNavigateAway();
  const data = usePreloadedQuery<NewFlicDeviceScreenQuery>(newFlicDeviceScreenQuery, queryRef);
  const title = intl.formatMessage({ id: type === 'HUB' ? 'flic.hubs.new' : 'flic.buttons.new' });
  useDocumentTitle(title);
  const [create] = usePromiseMutation<NewFlicDeviceScreenMutation>(graphql`
    mutation NewFlicDeviceScreenMutation($input: FlicDeviceInput!) {
      createFlicDevice(input: $input) {
        hub {
          id
        }
        button {
          id
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const hub = data.node?.hub;
  const list = type === 'HUB' ? '/flic-hubs' : '/flic-buttons';
  return (
    <Stack gap="6" maxW="1200px" mx="auto">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <FlicDeviceForm
        type={type}
        device={null}
        presetHub={hub ? { id: hub.id, label: hub.name, description: hub.serialNumber } : null}
        viewerIsAdmin={isAdmin(data.viewer?.roles)}
        onCancel={() => navigate(hub ? flicHubPath(hub.id, 'buttons') : list)}
        onSave={async (input) => {
          const { createFlicDevice: payload } = await create({ input });
          if (payload.errors.length) return payload.errors;
          const created = type === 'HUB' ? payload.hub : payload.button;
          if (!created) throw new ApiError([{ message: '' }]);
          navigateAway(type === 'HUB' ? flicHubPath(created.id) : flicButtonPath(created.id));
          return [];
        }}
      />
    </Stack>
  );
}
