import { Button, Flex, Stack, Table, Text } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../../format/date';
import { EmptyHint } from '../../../ui/EmptyHint';
import { HorizontalScroll } from '../../../ui/HorizontalScroll';
import { batteryPercent, ConnectedDot } from '../ConnectedDot';
import type { FlicHubButtonsTab_hub$key } from './__generated__/FlicHubButtonsTab_hub.graphql';
import { flicButtonPath } from '../../../router/paths';

/** buttons of a hub: name, serial, battery, connected, last ping; a row opens the button, Add a new one here. */
export function FlicHubButtonsTab({ hub: hubRef }: { hub: FlicHubButtonsTab_hub$key }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const hub = useFragment(
    graphql`
      fragment FlicHubButtonsTab_hub on FlicHub {
        id
        viewerCan {
          edit
        }
        buttons {
          id
          name
          serialNumber
          battery
          connected
          lastPing
        }
      }
    `,
    hubRef,
  );
  const t = (id: string) => intl.formatMessage({ id });
  const label = t('flic.hub.buttons.label');
  const open = (id: string) => navigate(flicButtonPath(id));
  const onKey = (id: string) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      open(id);
    }
  };
  return (
    <Stack gap="3">
      {hub.viewerCan.edit && (
        <Flex justify="end">
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to={`/flic-buttons/new?hub=${encodeURIComponent(hub.id)}`}>
              {t('flic.hub.buttons.add')}
            </RouterLink>
          </Button>
        </Flex>
      )}
      {hub.buttons.length === 0 ? (
        <EmptyHint title={t('flic.hub.buttons.empty')} description={t('flic.hub.buttons.emptyHint')} />
      ) : (
        <HorizontalScroll label={label} watch={hub.buttons} borderRadius="md">
          <Table.Root size="sm" aria-label={label} interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('flic.column.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('flic.column.serialNumber')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('flic.column.battery')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="center">{t('flic.column.connected')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('flic.column.lastPing')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {hub.buttons.map((button) => (
                <Table.Row
                  key={button.id}
                  data-testid="hub-button-row"
                  tabIndex={0}
                  cursor="pointer"
                  onClick={() => open(button.id)}
                  onKeyDown={onKey(button.id)}
                >
                  <Table.Cell>
                    <Text fontWeight="medium">{button.name}</Text>
                  </Table.Cell>
                  <Table.Cell fontFamily="mono">{button.serialNumber ?? '—'}</Table.Cell>
                  <Table.Cell textAlign="end">{batteryPercent(button.battery)}</Table.Cell>
                  <Table.Cell textAlign="center">
                    <ConnectedDot connected={button.connected} />
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{button.lastPing ? formatDateTime(button.lastPing) : '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </HorizontalScroll>
      )}
    </Stack>
  );
}
