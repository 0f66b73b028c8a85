import { Box, Button, Stack } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EmptyHint } from '../../ui/EmptyHint';
import { Panel } from '../../ui/Panel';

/**
 * A chart with its table: the drawing is an image named by `summary`; "Show as table" discloses the
 * same figures as text (the chart's accessible alternative, and the exact numbers for everyone).
 */
export function ChartPanel({
  title,
  description,
  summary,
  empty,
  emptyHint,
  chart,
  table,
  pending,
  tableOpen = false,
  height = '72',
}: {
  title: string;
  description?: string;
  summary: string;
  empty: boolean;
  emptyHint: string;
  chart: ReactNode;
  table: ReactNode;
  pending?: boolean;
  tableOpen?: boolean;
  height?: string;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(tableOpen);
  const tableId = useId();
  return (
    <Panel
      title={title}
      description={description}
      pending={pending}
      actions={
        empty ? undefined : (
          <Button
            size="xs"
            variant="outline"
            aria-expanded={open}
            aria-controls={tableId}
            onClick={() => setOpen(!open)}
          >
            {intl.formatMessage({ id: open ? 'statistics.hideTable' : 'statistics.showTable' })}
          </Button>
        )
      }
    >
      {empty ? (
        <EmptyHint title={intl.formatMessage({ id: 'statistics.empty' })} description={emptyHint} />
      ) : (
        <Stack gap="4">
          {/* nivo's svg cannot be named reliably: this box is the image, the svg inside only its drawing */}
          <Box h={height} minH="56" role="img" aria-label={`${title}: ${summary}`}>
            {chart}
          </Box>
          <Box id={tableId} hidden={!open}>
            {open && table}
          </Box>
        </Stack>
      )}
    </Panel>
  );
}
