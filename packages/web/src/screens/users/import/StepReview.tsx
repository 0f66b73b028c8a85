import {
  Alert,
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  Portal,
  Stack,
  Stat,
  Switch,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ImportField } from './columns';
import type { ReviewState } from './ImportUsersWizard';
import { columnTitle, issueText } from './issueText';
import type { CellIssue, ValidatedRow } from './validateRows';

const PAGE = 100;

/** Step 2: Part 1 the networks the file names, Part 2 every row with its marked cells, Part 3 the counts. */
export function StepReview({ review }: { review: ReviewState }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { result, parsed } = review;
  const { counts } = result;
  const hasIssues = counts.errors + counts.skipped > 0;
  const [onlyIssues, setOnlyIssues] = useState(hasIssues);
  const [shown, setShown] = useState(PAGE);
  const rows = useMemo(
    () => (onlyIssues ? result.rows.filter((row) => row.issues.length > 0) : result.rows),
    [onlyIssues, result.rows],
  );

  return (
    <Stack gap="6">
      {review.refusedByServer > 0 && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('importUsers.failed')}</Alert.Title>
            <Alert.Description>{t('importUsers.review.refused', { rows: review.refusedByServer })}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <Stack as="section" gap="2" aria-labelledby="import-part-networks">
        <Heading as="h3" size="sm" id="import-part-networks">
          {t('importUsers.review.networks')}
        </Heading>
        {result.networks.length === 0 && result.allRows.length === 0 ? (
          <Text color="fg.muted">{t('importUsers.review.noNetworks')}</Text>
        ) : (
          <Box as="ul" listStyleType="none" display="flex" flexWrap="wrap" gap="2" data-testid="import-networks">
            {result.allRows.length > 0 && (
              <li>
                <Badge colorPalette="blue" size="lg">
                  {t('importUsers.review.allNetworks', { rows: result.allRows.length })}
                </Badge>
              </li>
            )}
            {result.networks.map((use) => (
              <li key={use.name.toLowerCase()}>
                <Badge colorPalette={use.network ? 'green' : 'red'} size="lg">
                  {use.network
                    ? t('importUsers.review.networkFound', { name: use.network.name, rows: use.rows.length })
                    : t('importUsers.review.networkMissing', { name: use.name, rows: use.rows.length })}
                </Badge>
              </li>
            ))}
          </Box>
        )}
      </Stack>

      <Stack as="section" gap="2" aria-labelledby="import-part-rows">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h3" size="sm" id="import-part-rows">
            {t('importUsers.review.rows')}
          </Heading>
          <Switch.Root
            size="sm"
            checked={onlyIssues}
            onCheckedChange={(details) => {
              setOnlyIssues(details.checked);
              setShown(PAGE);
            }}
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{t('importUsers.review.onlyIssues')}</Switch.Label>
          </Switch.Root>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('importUsers.review.rowsHelp')}
        </Text>
        <Table.ScrollArea borderWidth="1px" borderRadius="md" maxHeight="50vh">
          <Table.Root size="sm" stickyHeader data-testid="import-rows">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('importUsers.review.row')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('importUsers.review.status')}</Table.ColumnHeader>
                {parsed.columns.map((field) => (
                  <Table.ColumnHeader key={field}>{columnTitle(intl, field)}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.slice(0, shown).map((row) => (
                <ReviewRow key={row.row} row={row} columns={parsed.columns} />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        {rows.length > shown && (
          <Button size="sm" variant="outline" alignSelf="start" onClick={() => setShown(shown + PAGE)}>
            {t('importUsers.review.showMore', { shown, total: rows.length })}
          </Button>
        )}
      </Stack>

      <Stack as="section" gap="2" aria-labelledby="import-part-summary">
        <Heading as="h3" size="sm" id="import-part-summary">
          {t('importUsers.review.summary')}
        </Heading>
        <HStack gap="6" wrap="wrap" data-testid="import-summary">
          <Count label={t('importUsers.review.count.rows')} value={counts.rows} />
          <Count label={t('importUsers.review.count.valid')} value={counts.valid} />
          <Count
            label={t('importUsers.review.count.errors')}
            value={counts.errors}
            tone={counts.errors ? 'red.fg' : undefined}
          />
          <Count
            label={t('importUsers.review.count.skipped')}
            value={counts.skipped}
            tone={counts.skipped ? 'orange.fg' : undefined}
          />
        </HStack>
      </Stack>
    </Stack>
  );
}

function Count({ label, value, tone }: { label: string; value: number; tone?: string }) {
  return (
    <Stat.Root minWidth="28">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText color={tone}>{value}</Stat.ValueText>
    </Stat.Root>
  );
}

function ReviewRow({ row, columns }: { row: ValidatedRow; columns: readonly ImportField[] }) {
  const intl = useIntl();
  const byField = new Map<ImportField, CellIssue[]>();
  for (const issue of row.issues)
    (byField.get(issue.field) ?? byField.set(issue.field, []).get(issue.field)!).push(issue);
  const status =
    row.status === 'error'
      ? { palette: 'red', text: intl.formatMessage({ id: 'importUsers.review.status.error' }) }
      : row.status === 'skipped'
        ? { palette: 'orange', text: intl.formatMessage({ id: 'importUsers.review.status.skipped' }) }
        : { palette: 'green', text: intl.formatMessage({ id: 'importUsers.review.status.valid' }) };
  return (
    <Table.Row data-row={row.row} data-status={row.status}>
      <Table.Cell>{row.row}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={status.palette}>{status.text}</Badge>
      </Table.Cell>
      {columns.map((field) => {
        const issues = byField.get(field);
        const text = row.values[field];
        if (!issues) return <Table.Cell key={field}>{text}</Table.Cell>;
        const error = issues.some((issue) => issue.severity === 'error');
        const message = issues.map((issue) => issueText(intl, issue)).join(' ');
        return (
          <Table.Cell
            key={field}
            bg={error ? 'red.subtle' : 'orange.subtle'}
            data-issue={error ? 'error' : 'warning'}
            data-field={field}
          >
            <Tooltip.Root openDelay={150} closeDelay={50} positioning={{ placement: 'top' }}>
              <Tooltip.Trigger asChild>
                <Box
                  as="span"
                  tabIndex={0}
                  display="inline-flex"
                  alignItems="center"
                  gap="1"
                  minWidth="4"
                  minHeight="4"
                  borderBottomWidth="2px"
                  borderBottomStyle="dotted"
                  borderColor={error ? 'red.solid' : 'orange.solid'}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'blue.solid', outlineOffset: '1px' }}
                >
                  <span aria-hidden>{error ? '✖' : '⚠'}</span>
                  {text}
                  <VisuallyHidden>{message}</VisuallyHidden>
                </Box>
              </Tooltip.Trigger>
              <Portal>
                <Tooltip.Positioner>
                  <Tooltip.Content aria-hidden>{message}</Tooltip.Content>
                </Tooltip.Positioner>
              </Portal>
            </Tooltip.Root>
          </Table.Cell>
        );
      })}
    </Table.Row>
  );
}
