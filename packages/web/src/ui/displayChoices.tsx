import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Column } from './DataTable';
import { CheckboxField } from './form';
import { notify } from './toaster';

interface DisplayRow {
  id: string;
  name: string;
  displayed: boolean;
  viewerCan: { changeDisplay: boolean };
}

/**
 * A list's show/hide boxes (multi-client-admins' clients, organization-admins' organizations): the choices
 * not saved yet, the checkbox column, and Save sending only the changed rows. `messages` is the list's
 * message prefix: `<prefix>.column.displayed`, `.display.toggle` ({ name }), `.display.saved`, `.display.failed`.
 */
export function useDisplayChoices<Row extends DisplayRow>(
  rows: readonly Row[],
  messages: string,
  save: (input: { hide: string[]; display: string[] }) => Promise<unknown>,
) {
  const intl = useIntl();
  const [choices, setChoices] = useState<Record<string, boolean>>({});
  const changed = rows.filter((row) => row.id in choices && choices[row.id] !== row.displayed);

  const column: Column<Row> = {
    key: 'displayed',
    header: intl.formatMessage({ id: `${messages}.column.displayed` }),
    interactive: true,
    width: '20',
    render: (row) => (
      <CheckboxField
        label={<Box srOnly>{intl.formatMessage({ id: `${messages}.display.toggle` }, { name: row.name })}</Box>}
        checked={choices[row.id] ?? row.displayed}
        disabled={!row.viewerCan.changeDisplay}
        onChange={(checked) => setChoices((current) => ({ ...current, [row.id]: checked }))}
      />
    ),
  };

  const onSave = async () => {
    try {
      await save({
        hide: changed.filter((row) => !choices[row.id]).map((row) => row.id),
        display: changed.filter((row) => choices[row.id]).map((row) => row.id),
      });
      setChoices({});
      notify.success(intl.formatMessage({ id: `${messages}.display.saved` }));
    } catch {
      notify.error(intl.formatMessage({ id: `${messages}.display.failed` }));
    }
  };

  return { column, changed: changed.length > 0, onSave };
}
