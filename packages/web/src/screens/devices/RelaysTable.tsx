import { Box, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { formatDateTime } from '../../format/date';
import { errorMessage } from '../../i18n/errorMessage';
import { DataTable, type Column, type DataTableProps } from '../../ui/DataTable';
import { SwitchField, usePromiseMutation } from '../../ui/form';
import { notify } from '../../ui/toaster';
import { payloadErrorText } from '../../ui/payloadErrors';
import type { RelaysTableEnableMutation } from './__generated__/RelaysTableEnableMutation.graphql';

/** What the table needs of a relay row; the other end (device or network) comes through `other`. */
export interface RelayRowFields {
  readonly id: string;
  readonly enabled: boolean;
  readonly createdAt: string | null | undefined;
}

/** The texts of one relays tab, already translated (each tab keeps its own message ids). */
export interface RelaysTableTexts {
  /** The table's accessible name. */
  label: string;
  enabledHeader: string;
  createdHeader: string;
  /** The switch's label for screen readers, e.g. "Relay of {name} enabled". */
  toggle: (name: string) => string;
  /** The success toasts. */
  switchedOn: (name: string) => string;
  switchedOff: (name: string) => string;
  empty: string;
  emptyHint: string;
}

type Props<Row extends RelayRowFields> = Pick<
  DataTableProps<Row>,
  'rows' | 'totalCount' | 'hasNextPage' | 'endCursor' | 'controls'
> & {
  /** The viewer may switch relays (viewerCan.edit of the device or the network). */
  editable: boolean;
  /** The relay's other end: its column (a link to its page) and the name the switch and the toasts use. */
  other: { key: string; header: string; name: (row: Row) => string; render: (row: Row) => ReactNode };
  texts: RelaysTableTexts;
};

/**
 * The relays of a device (one per network holding it) or of a network (one per device with relays):
 * the other end, an enabled switch and the created time. A switch shows the asked state and waits while
 * setRelayEnabled runs; the answer (relay and its network's relaysEnabled) lands in the store, a refusal
 * or a failure puts the switch back and says why.
 */
export function RelaysTable<Row extends RelayRowFields>({ editable, other, texts, ...table }: Props<Row>) {
  const intl = useIntl();
  const [setEnabled] = usePromiseMutation<RelaysTableEnableMutation>(graphql`
    mutation RelaysTableEnableMutation($id: ID!, $enabled: Boolean!) {
      setRelayEnabled(id: $id, enabled: $enabled) {
        relay {
          id
          enabled
          network {
            id
            relaysEnabled
          }
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  // the switch shows the asked state while the server answers; a refusal puts it back
  const [asked, setAsked] = useState<Record<string, boolean>>({});
  const forget = (id: string) =>
    setAsked((current) => {
      const { [id]: _, ...rest } = current;
      return rest;
    });

  const onToggle = async (row: Row, enabled: boolean) => {
    setAsked((current) => ({ ...current, [row.id]: enabled }));
    const name = other.name(row);
    try {
      const { setRelayEnabled } = await setEnabled({ id: row.id, enabled });
      if (setRelayEnabled.errors.length) notify.error(payloadErrorText(intl, setRelayEnabled.errors[0]!));
      else notify.success(enabled ? texts.switchedOn(name) : texts.switchedOff(name));
    } catch (error) {
      notify.error(errorMessage(intl, error));
    } finally {
      forget(row.id);
    }
  };

  const columns: Column<Row>[] = [
    { key: other.key, header: other.header, interactive: true, render: other.render },
    {
      key: 'enabled',
      header: texts.enabledHeader,
      interactive: true,
      render: (row) => {
        const checked = asked[row.id] ?? row.enabled;
        return (
          <SwitchField
            label={
              <>
                <Box as="span" aria-hidden fontSize="sm">
                  {intl.formatMessage({ id: checked ? 'common.on' : 'common.off' })}
                </Box>
                <Box srOnly>{texts.toggle(other.name(row))}</Box>
              </>
            }
            checked={checked}
            disabled={!editable || row.id in asked}
            onChange={(value) => void onToggle(row, value)}
          />
        );
      },
    },
    {
      key: 'created',
      header: texts.createdHeader,
      render: (row) => (row.createdAt ? formatDateTime(row.createdAt) : '—'),
    },
  ];
  return (
    <DataTable
      {...table}
      label={texts.label}
      columns={columns}
      rowKey={(row) => row.id}
      searchable={false}
      emptyText={
        <Box textAlign="center">
          <Text fontWeight="medium">{texts.empty}</Text>
          <Text fontSize="sm">{texts.emptyHint}</Text>
        </Box>
      }
    />
  );
}
