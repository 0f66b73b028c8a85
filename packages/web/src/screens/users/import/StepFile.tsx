import { Alert, Box, Button, HStack, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRef, useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ReviewState } from './ImportUsersWizard';
import { MAX_DATA_ROWS } from './columns';

const ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Step 1: drop or pick one .xlsx; it is read at once and the outcome shown here. */
export function StepFile({
  reading,
  error,
  review,
  onFile,
  onClear,
}: {
  reading: boolean;
  error: string | null;
  review: ReviewState | null;
  onFile: (file: File) => void;
  onClear: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };

  return (
    <Stack gap="4">
      <Text>{t('importUsers.file.intro')}</Text>
      <Box
        data-testid="import-dropzone"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={over ? 'blue.solid' : 'border.emphasized'}
        bg={over ? 'blue.subtle' : 'bg.subtle'}
        borderRadius="md"
        p="8"
        textAlign="center"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <Stack align="center" gap="3">
          <Text fontWeight="medium">{t('importUsers.file.drop')}</Text>
          <Text color="fg.muted" fontSize="sm">
            {t('importUsers.file.limits', { maxMb: 5, maxRows: MAX_DATA_ROWS })}
          </Text>
          <Button variant="outline" onClick={() => input.current?.click()} disabled={reading}>
            {t('importUsers.file.pick')}
          </Button>
          <VisuallyHidden>
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              tabIndex={-1}
              aria-label={t('importUsers.file.pick')}
              data-testid="import-file-input"
              onChange={(event) => {
                take(event.target.files);
                event.target.value = '';
              }}
            />
          </VisuallyHidden>
        </Stack>
      </Box>
      <div aria-live="polite">
        {reading && (
          <HStack>
            <Spinner size="sm" />
            <Text>{t('importUsers.file.reading')}</Text>
          </HStack>
        )}
        {!reading && review && (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{review.fileName}</Alert.Title>
              <Alert.Description>
                {t('importUsers.file.read', {
                  rows: review.result.counts.rows,
                  headerRow: review.parsed.headerRow,
                })}
              </Alert.Description>
            </Alert.Content>
            <Button size="xs" variant="ghost" onClick={onClear}>
              {t('importUsers.file.clear')}
            </Button>
          </Alert.Root>
        )}
        {!reading && review && review.parsed.ignoredRows > 0 && (
          <Alert.Root status="warning" mt="2" data-testid="import-rows-ignored">
            <Alert.Indicator />
            <Alert.Description>
              {t('importUsers.file.ignored', {
                maxRows: MAX_DATA_ROWS,
                lastRow: review.parsed.lastRowRead,
                ignored: review.parsed.ignoredRows,
              })}
            </Alert.Description>
          </Alert.Root>
        )}
      </div>
      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('importUsers.file.failed')}</Alert.Title>
            <Alert.Description>{error}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
