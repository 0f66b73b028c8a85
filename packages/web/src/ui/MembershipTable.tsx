import { Box, Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../i18n/errorMessage';
import { ConfirmDialog } from './ConfirmDialog';
import { DataTable, type Column, type DataTableProps } from './DataTable';
import { SearchPicker, type PickerOption } from './SearchPicker';
import { notify } from './toaster';

/** The picker above the table that adds existing users, networks… at once (nothing stays picked). */
export interface AddExisting {
  visible: boolean;
  label: string;
  placeholder: string;
  /** The server's search call, e.g. `useUserSearch({ excludeClientId })`. */
  search: (text: string) => Promise<PickerOption[]>;
  onAdd: (ids: string[]) => Promise<void>;
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
 * The members of something (a client's users or networks, a network's members…): an optional
 * add-existing picker above a DataTable whose last column holds Remove for the rows `canRemove`
 * allows, asked again in a ConfirmDialog. The picker and the dialog are busy while `onAdd`/`onRemove`
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
  const [adding, setAdding] = useState(false);
  const [toRemove, setToRemove] = useState<Row | null>(null);
  const [removing, setRemoving] = useState(false);

  const add = async (ids: string[]) => {
    setAdding(true);
    try {
      await addExisting?.onAdd(ids);
    } catch (error) {
      notify.error(errorMessage(intl, error));
    } finally {
      setAdding(false);
    }
  };

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
        <Box maxW="md" aria-busy={adding}>
          <SearchPicker
            label={addExisting.label}
            placeholder={addExisting.placeholder}
            selected={[]}
            showSelected={false}
            search={addExisting.search}
            disabled={adding}
            onChange={(picked) => void add(picked.map((option) => option.id))}
          />
        </Box>
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
