/* eslint-disable relay/unused-fields -- this file hands its query data on whole (to typed column, form and
   picker helpers, or spread into form state), where TypeScript checks each read; the rule sees only reads
   written here (docs/test-runner.md) */
import { Card } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { NotFoundScreen } from '../../shell/NotFoundScreen';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { usePromiseMutation } from '../../ui/form';
import { DeviceNetworksTab } from '../devices/tabs/DeviceNetworksTab';
import { DeviceNotificationSettingsTab } from '../devices/tabs/DeviceNotificationSettingsTab';
import FlicHubScreenQueryNode, { type FlicHubScreenQuery } from './__generated__/FlicHubScreenQuery.graphql';
import type { FlicHubScreenUpdateMutation } from './__generated__/FlicHubScreenUpdateMutation.graphql';
import { FlicDeviceForm } from './FlicDeviceForm';
import { FlicDevicePage } from './FlicDevicePage';
import { isAdmin } from './flicRoles';
import { FlicHubButtonsTab } from './tabs/FlicHubButtonsTab';
import { FlicHubEventLogTab } from './tabs/FlicEventLogTab';
import { PressSettingsTab } from './tabs/PressSettingsTab';
import { useLiveQuery } from '../devices/useLiveQuery';
import { DETAIL_TABS } from '../../router/paths';

// One query for the whole hub page: the heading, the form and each tab's fragment.
export const flicHubScreenQuery = graphql`
  query FlicHubScreenQuery($id: ID!) {
    viewer {
      id
      roles
    }
    node(id: $id) {
      ... on FlicHub @alias(as: "hub") {
        id
        ...FlicHubScreen_summary @relay(mask: false)
        ...FlicDeviceForm_device
        ...FlicHubButtonsTab_hub
        ...DeviceNetworksTab_device
        ...PressSettingsTab_device
        ...FlicEventLogTab_hub
        ...DeviceNotificationSettingsTab_device
      }
    }
  }
`;

/** Read unmasked by the page (and the mutation's payload refreshes it). */
export const flicHubSummaryFragment = graphql`
  fragment FlicHubScreen_summary on FlicHub {
    id
    name
    serialNumber
    isOnline
    relaysEnabled
    testModeEnabled
    deleted
    lastReceivedSignalAt
    battery
    viewerCan {
      delete
    }
  }
`;

/** Spec 002 section 2, in its order. */
export const HUB_TABS = DETAIL_TABS.flicHub;

/** /flic-hubs/:id: the hub's heading, form and tabs; asks again every 15 s while visible. */
export function FlicHubScreen({ queryRef }: { queryRef: PreloadedQuery<FlicHubScreenQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<FlicHubScreenQuery>(flicHubScreenQuery, queryRef);
  const hub = data.node?.hub ?? null;
  const t = (id: string) => intl.formatMessage({ id });
  useDocumentTitle(hub ? hub.name : t('notFound.title'));
  useLiveQuery<FlicHubScreenQuery>(FlicHubScreenQueryNode, queryRef.variables, { enabled: hub !== null });
  const [update] = usePromiseMutation<FlicHubScreenUpdateMutation>(graphql`
    mutation FlicHubScreenUpdateMutation($id: ID!, $input: FlicDeviceInput!) {
      updateFlicDevice(id: $id, input: $input) {
        hub {
          id
          ...FlicHubScreen_summary @relay(mask: false)
          ...FlicDeviceForm_device
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  if (!hub) return <NotFoundScreen />;

  const tabs = {
    buttons: <FlicHubButtonsTab hub={hub} />,
    networks: <DeviceNetworksTab device={hub} />,
    'alert-settings': <PressSettingsTab device={hub} />,
    event_log: <FlicHubEventLogTab hub={hub} />,
    'notification-settings': <DeviceNotificationSettingsTab device={hub} />,
  };
  return (
    <FlicDevicePage
      type="HUB"
      device={hub}
      form={
        <Card.Root variant="subtle" data-testid="flic-edit">
          <Card.Body>
            <FlicDeviceForm
              type="HUB"
              device={hub}
              viewerIsAdmin={isAdmin(data.viewer?.roles)}
              onSave={async (input) => {
                const { updateFlicDevice: payload } = await update({ id: hub.id, input });
                return payload.errors;
              }}
            />
          </Card.Body>
        </Card.Root>
      }
      tabs={HUB_TABS.map((value) => ({ value, label: t(`flic.tab.${value}`), content: tabs[value] }))}
    />
  );
}
