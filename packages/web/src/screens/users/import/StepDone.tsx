import { Alert, Box, Button, HStack, List, Stack, Stat, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { notify } from '../../../ui/toaster';
import { reasonText } from './issueText';
import { buildResultsFile, type ResultRow } from './resultsFile';
import type { ValidatedRow } from './validateRows';

export interface ImportOutcome {
  imported: { id: string; email: string }[];
  skipped: { row: number; email: string; reasons: string[] }[];
  /** Every row of the file as reviewed (for the results file). */
  rows: readonly ValidatedRow[];
}

const LISTED = 50;

/** Step 4: what was imported, the skipped users (first 50) with their reasons, the results file. */
export function StepDone({ outcome, fileName }: { outcome: ImportOutcome; fileName: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [building, setBuilding] = useState(false);
  const { imported, skipped } = outcome;

  const download = async () => {
    setBuilding(true);
    try {
      const importedEmails = new Set(imported.map((user) => user.email.toLowerCase()));
      const skippedByRow = new Map(skipped.map((row) => [row.row, row]));
      const rows: ResultRow[] = outcome.rows.map((row) => {
        const skip = skippedByRow.get(row.row);
        const done = !skip && importedEmails.has(row.user.email.toLowerCase());
        return {
          row: row.row,
          email: row.values.email,
          username: row.values.username,
          firstName: row.values.firstName,
          lastName: row.values.lastName,
          outcome: t(done ? 'importUsers.results.imported' : 'importUsers.results.skipped'),
          reasons: skip ? skip.reasons.map((reason) => reasonText(intl, reason)).join('; ') : '',
        };
      });
      const bytes = await buildResultsFile(rows, {
        sheet: t('importUsers.results.sheet'),
        row: t('importUsers.review.row'),
        email: t('importUsers.column.email'),
        username: t('importUsers.column.username'),
        firstName: t('importUsers.column.firstName'),
        lastName: t('importUsers.column.lastName'),
        outcome: t('importUsers.results.outcome'),
        reasons: t('importUsers.results.reasons'),
      });
      const url = URL.createObjectURL(
        new Blob([bytes as Uint8Array<ArrayBuffer>], {
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        }),
      );
      const link = document.createElement('a');
      link.href = url;
      link.download = `${fileName.replace(/\.xlsx$/i, '')}-${t('importUsers.results.suffix')}.xlsx`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      notify.error(t('importUsers.results.failed'));
    } finally {
      setBuilding(false);
    }
  };

  return (
    <Stack gap="5">
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Title>{t('importUsers.done.title', { imported: imported.length })}</Alert.Title>
      </Alert.Root>
      <HStack gap="8" data-testid="import-outcome">
        <Stat.Root>
          <Stat.Label>{t('importUsers.done.imported')}</Stat.Label>
          <Stat.ValueText>{imported.length}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>{t('importUsers.done.skipped')}</Stat.Label>
          <Stat.ValueText>{skipped.length}</Stat.ValueText>
        </Stat.Root>
      </HStack>
      {skipped.length > 0 && (
        <Box as="section" aria-labelledby="import-skipped">
          <Text id="import-skipped" fontWeight="semibold" mb="2">
            {t('importUsers.done.skippedList')}
          </Text>
          <List.Root gap="1" ps="5" data-testid="import-skipped">
            {skipped.slice(0, LISTED).map((row) => (
              <List.Item key={row.row}>
                {t('importUsers.done.skippedRow', {
                  row: row.row,
                  email: row.email,
                  reasons: row.reasons.map((reason) => reasonText(intl, reason)).join('; '),
                })}
              </List.Item>
            ))}
          </List.Root>
          {skipped.length > LISTED && (
            <Text mt="2" color="fg.muted">
              {t('importUsers.done.andMore', { count: skipped.length - LISTED })}
            </Text>
          )}
        </Box>
      )}
      <Button alignSelf="start" variant="outline" onClick={download} loading={building}>
        {t('importUsers.done.download')}
      </Button>
    </Stack>
  );
}
