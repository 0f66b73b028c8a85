import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ApiError } from '../../../relay/ApiError';
import { NotFoundScreen } from '../../../shell/NotFoundScreen';
import { usePromiseMutation } from '../../../ui/form';
import { SOUNDS, type AlertCategory, type AlertSound } from '../policy/rules';
import type { MultiAlertScreensCreateMutation } from './__generated__/MultiAlertScreensCreateMutation.graphql';
import type { MultiAlertScreensEditQuery } from './__generated__/MultiAlertScreensEditQuery.graphql';
import type { MultiAlertScreensNewQuery } from './__generated__/MultiAlertScreensNewQuery.graphql';
import type { MultiAlertScreensUpdateMutation } from './__generated__/MultiAlertScreensUpdateMutation.graphql';
import { MultiAlertForm, newMultiAlert, toMultiAlertInput, type MultiAlertValues } from './MultiAlertForm';
import { useDocumentTitle } from '../../../shell/useDocumentTitle';
import { useNavigateAway } from '../../../ui/unsavedChanges';
import { clientPath } from '../../../router/paths';

export const multiAlertNewQuery = graphql`
  query MultiAlertScreensNewQuery($clientId: ID!) {
    node(id: $clientId) {
      __typename
      ... on Client {
        id
        name
      }
    }
  }
`;

export const multiAlertEditQuery = graphql`
  query MultiAlertScreensEditQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on MultiAlert {
        id
        name
        draft
        title
        description
        alertCategory
        selectedNetworks {
          id
          name
        }
        selectedNetworksRadiusEnabled
        selectedNetworksRadius
        createPublicAlert
        alertAllAvailableNetworks
        alertAllAvailableUsers
        publicRadiusEnabled
        publicRadius
        color
        instructions
        meetingLink
        document {
          id
          name
        }
        notifySelectedUsersOutsideOfRange {
          id
          displayName
        }
        overwriteAll
        selectedUsers {
          id
          displayName
        }
        enableConfirmationComment
        enableTwoStepConfirmation
        streamingEnabled
        sound
        client {
          id
          name
        }
      }
    }
  }
`;

function Header({ clientId, clientName, title }: { clientId: string; clientName: string; title: string }) {
  const intl = useIntl();
  useDocumentTitle(`${title} · ${clientName}`);
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        <Link asChild color="blue.fg">
          <RouterLink to={clientPath(clientId, 'multi-alerts')}>{clientName}</RouterLink>
        </Link>{' '}
        / {intl.formatMessage({ id: 'clients.tab.multi-alerts' })}
      </Text>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
    </Box>
  );
}

export function NewMultiAlertScreen({ queryRef }: { queryRef: PreloadedQuery<MultiAlertScreensNewQuery> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const navigateAway = useNavigateAway();
  const { node } = usePreloadedQuery<MultiAlertScreensNewQuery>(multiAlertNewQuery, queryRef);
  const [create] = usePromiseMutation<MultiAlertScreensCreateMutation>(graphql`
    mutation MultiAlertScreensCreateMutation($clientId: ID!, $input: MultiAlertInput!) {
      createMultiAlert(clientId: $clientId, input: $input) {
        multiAlert {
          id
          name
          draft
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  if (node?.__typename !== 'Client') return <NotFoundScreen />;
  const back = clientPath(node.id, 'multi-alerts');
  return (
    <Stack gap="6" maxW="5xl">
      <Header clientId={node.id} clientName={node.name} title={intl.formatMessage({ id: 'multiAlerts.new.title' })} />
      <MultiAlertForm
        clientId={node.id}
        initial={newMultiAlert}
        onCancel={() => navigate(back)}
        onSave={async (values) => {
          const { createMultiAlert } = await create({ clientId: node.id, input: toMultiAlertInput(values) });
          if (createMultiAlert.errors.length) return createMultiAlert.errors;
          if (!createMultiAlert.multiAlert) throw new ApiError([{ message: '' }]);
          navigateAway(back);
          return [];
        }}
      />
    </Stack>
  );
}

export function EditMultiAlertScreen({ queryRef }: { queryRef: PreloadedQuery<MultiAlertScreensEditQuery> }) {
  const navigate = useNavigate();
  const navigateAway = useNavigateAway();
  const { node } = usePreloadedQuery<MultiAlertScreensEditQuery>(multiAlertEditQuery, queryRef);
  const [update] = usePromiseMutation<MultiAlertScreensUpdateMutation>(graphql`
    mutation MultiAlertScreensUpdateMutation($id: ID!, $input: MultiAlertInput!) {
      updateMultiAlert(id: $id, input: $input) {
        multiAlert {
          id
          name
          draft
          title
          description
          alertCategory
          color
          sound
          streamingEnabled
          alertAllAvailableUsers
          enableConfirmationComment
          enableTwoStepConfirmation
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  if (node?.__typename !== 'MultiAlert') return <NotFoundScreen />;
  const user = (u: { id: string; displayName: string }) => ({ id: u.id, label: u.displayName });
  const initial: MultiAlertValues = {
    ...newMultiAlert,
    name: node.name,
    draft: node.draft,
    title: node.title ?? '',
    description: node.description ?? '',
    alertCategory: node.alertCategory as AlertCategory,
    selectedNetworks: node.selectedNetworks.map((network) => ({ id: network.id, label: network.name })),
    selectedNetworksRadiusEnabled: node.selectedNetworksRadiusEnabled,
    selectedNetworksRadius: node.selectedNetworksRadius,
    createPublicAlert: node.createPublicAlert,
    alertAllAvailableNetworks: node.alertAllAvailableNetworks,
    alertAllAvailableUsers: node.alertAllAvailableUsers,
    publicRadiusEnabled: node.publicRadiusEnabled,
    publicRadius: node.publicRadius,
    color: node.color ?? newMultiAlert.color,
    instructions: node.instructions ?? '',
    meetingLink: node.meetingLink ?? '',
    document: node.document ? { id: node.document.id, label: node.document.name } : null,
    notifySelectedUsersOutsideOfRange: node.notifySelectedUsersOutsideOfRange.map(user),
    overwriteAll: node.overwriteAll,
    selectedUsers: node.selectedUsers.map(user),
    enableConfirmationComment: node.enableConfirmationComment,
    enableTwoStepConfirmation: node.enableTwoStepConfirmation,
    streamingEnabled: node.streamingEnabled,
    sound: (SOUNDS as string[]).includes(node.sound) ? (node.sound as AlertSound) : 'DEFAULT',
  };
  const back = clientPath(node.client.id, 'multi-alerts');
  return (
    <Stack gap="6" maxW="5xl">
      <Header clientId={node.client.id} clientName={node.client.name} title={node.name} />
      <MultiAlertForm
        clientId={node.client.id}
        initial={initial}
        onCancel={() => navigate(back)}
        onSave={async (values) => {
          const { updateMultiAlert } = await update({ id: node.id, input: toMultiAlertInput(values) });
          if (updateMultiAlert.errors.length) return updateMultiAlert.errors;
          navigateAway(back);
          return [];
        }}
      />
    </Stack>
  );
}
