import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../i18n/errorMessage';
import { AddSeveral, type AddSeveralProps } from './AddSeveral';
import { ConfirmDialog } from './ConfirmDialog';
import { DataTable, type Column, type DataTableProps } from './DataTable';
import { notify } from './toaster';

/**
 * The add-existing control above the table (AddSeveral: pick several, then Add). `search` offers only what
 * `onAdd` takes (the server filters it: a `...Candidates` field or a search with the write's rule).
 */
export interface AddExisting extends AddSeveralProps {
  visible: boolean;
}

type Props<Row> = DataTableProps<Row> & {
  addExisting?: AddExisting;
  /** The member's name, for the remove button's label and the confirm message. */
  rowName: (row: Row) => string;
  canRemove: (row: Row) => boolean;
  onRemove: (row: Row) => Promise<void>;
  removeTitle: string;
  removeMessage: (name: string) => string;
};

/**
 * The members of something (a client's users, networks or devices, a network's members…): an optional
 * add-existing control (AddSeveral) above a DataTable whose last column holds Remove for the rows `canRemove`
 * allows, asked again in a ConfirmDialog. The control and the dialog are busy while `onAdd`/`onRemove`
 * run, and a rejection shows as an error toast; success toasts and `controls.reload()` stay with the caller.
 */
export function MembershipTable<Row>({
  addExisting,
  rowName,
  canRemove,
  onRemove,
  removeTitle,
  removeMessage,
  columns,
  ...table
}: Props<Row>) {
  const intl = useIntl();
  const [toRemove, setToRemove] = useState<Row | null>(null);
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    if (toRemove === null) return;
    setRemoving(true);
    try {
      await onRemove(toRemove);
    } catch (error) {
      notify.error(errorMessage(intl, error));
    } finally {
      setRemoving(false);
      setToRemove(null);
    }
  };

  const removeColumn: Column<Row> = {
    key: 'actions',
    header: intl.formatMessage({ id: 'common.actions' }),
    interactive: true,
    align: 'end',
    render: (row) =>
      canRemove(row) ? (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          onClick={() => setToRemove(row)}
          aria-label={intl.formatMessage({ id: 'common.removeNamed' }, { name: rowName(row) })}
        >
          {intl.formatMessage({ id: 'common.remove' })}
        </Button>
      ) : null,
  };

  return (
    <Stack gap="4">
      {addExisting?.visible && (
        <AddSeveral
          label={addExisting.label}
          placeholder={addExisting.placeholder}
          search={addExisting.search}
          onAdd={addExisting.onAdd}
          buttonLabel={addExisting.buttonLabel}
        />
      )}
      <DataTable {...table} columns={[...columns, removeColumn]} />
      <ConfirmDialog
        open={toRemove !== null}
        title={removeTitle}
        message={toRemove === null ? undefined : removeMessage(rowName(toRemove))}
        confirmLabel={intl.formatMessage({ id: 'common.remove' })}
        busy={removing}
        onConfirm={remove}
        onCancel={() => setToRemove(null)}
      />
    </Stack>
  );
}
