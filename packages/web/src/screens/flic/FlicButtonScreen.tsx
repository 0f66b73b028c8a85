/* eslint-disable relay/unused-fields -- this file hands its query data on whole (to typed column, form and
   picker helpers, or spread into form state), where TypeScript checks each read; the rule sees only reads
   written here (docs/test-runner.md) */
import { Card } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { NotFoundScreen } from '../../shell/NotFoundScreen';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { usePromiseMutation } from '../../ui/form';
import { DeviceLogsTab } from '../devices/tabs/DeviceLogsTab';
import { DeviceNetworksTab } from '../devices/tabs/DeviceNetworksTab';
import { DeviceNotificationSettingsTab } from '../devices/tabs/DeviceNotificationSettingsTab';
import FlicButtonScreenQueryNode, { type FlicButtonScreenQuery } from './__generated__/FlicButtonScreenQuery.graphql';
import type { FlicButtonScreenUpdateMutation } from './__generated__/FlicButtonScreenUpdateMutation.graphql';
import { FlicDeviceForm } from './FlicDeviceForm';
import { FlicDevicePage } from './FlicDevicePage';
import { isAdmin } from './flicRoles';
import { FlicButtonEventLogTab } from './tabs/FlicEventLogTab';
import { PressSettingsTab } from './tabs/PressSettingsTab';
import { useLiveQuery } from '../devices/useLiveQuery';
import { DETAIL_TABS } from '../../router/paths';

// One query for the whole button page: the heading, the form and each tab's fragment.
export const flicButtonScreenQuery = graphql`
  query FlicButtonScreenQuery($id: ID!) {
    viewer {
      id
      roles
    }
    node(id: $id) {
      ... on FlicButton @alias(as: "button") {
        id
        ...FlicButtonScreen_summary @relay(mask: false)
        ...FlicDeviceForm_device
        ...DeviceLogsTab_device
        ...DeviceNetworksTab_device
        ...PressSettingsTab_device
        ...FlicEventLogTab_button
        ...DeviceNotificationSettingsTab_device
      }
    }
  }
`;

/** Read unmasked by the page (and the mutation's payload refreshes it). */
export const flicButtonSummaryFragment = graphql`
  fragment FlicButtonScreen_summary on FlicButton {
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
export const BUTTON_TABS = DETAIL_TABS.flicButton;

/** /flic-buttons/:id: the button's heading, form and tabs; asks again every 15 s while visible. */
export function FlicButtonScreen({ queryRef }: { queryRef: PreloadedQuery<FlicButtonScreenQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<FlicButtonScreenQuery>(flicButtonScreenQuery, queryRef);
  const button = data.node?.button ?? null;
  const t = (id: string) => intl.formatMessage({ id });
  useDocumentTitle(button ? button.name : t('notFound.title'));
  useLiveQuery<FlicButtonScreenQuery>(FlicButtonScreenQueryNode, queryRef.variables, { enabled: button !== null });
  const [update] = usePromiseMutation<FlicButtonScreenUpdateMutation>(graphql`
    mutation FlicButtonScreenUpdateMutation($id: ID!, $input: FlicDeviceInput!) {
      updateFlicDevice(id: $id, input: $input) {
        button {
          id
          ...FlicButtonScreen_summary @relay(mask: false)
          ...FlicDeviceForm_device
          ...PressSettingsTab_device
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  if (!button) return <NotFoundScreen />;

  const tabs = {
    logs: <DeviceLogsTab device={button} />,
    networks: <DeviceNetworksTab device={button} />,
    'alert-settings': <PressSettingsTab device={button} />,
    event_log: <FlicButtonEventLogTab button={button} />,
    'notification-settings': <DeviceNotificationSettingsTab device={button} />,
  };
  return (
    <FlicDevicePage
      type="BUTTON"
      device={button}
      form={
        <Card.Root variant="subtle" data-testid="flic-edit">
          <Card.Body>
            <FlicDeviceForm
              type="BUTTON"
              device={button}
              viewerIsAdmin={isAdmin(data.viewer?.roles)}
              onSave={async (input) => {
                const { updateFlicDevice: payload } = await update({ id: button.id, input });
                return payload.errors;
              }}
            />
          </Card.Body>
        </Card.Root>
      }
      tabs={BUTTON_TABS.map((value) => ({ value, label: t(`flic.tab.${value}`), content: tabs[value] }))}
    />
  );
}
