import { Alert, Button, CloseButton, Code, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { errorMessage } from '../../i18n/errorMessage';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { usePromiseMutation } from '../../ui/form';
import { notify } from '../../ui/toaster';
import { payloadErrorText } from '../../ui/payloadErrors';
import type { IngestKeyAction_device$key } from './__generated__/IngestKeyAction_device.graphql';
import type { IngestKeyActionIssueMutation } from './__generated__/IngestKeyActionIssueMutation.graphql';

/**
 * "Ingest key": a new key for the device's reports (POST /v2/devices/report), shown once in a dialog with
 * Copy. A device that already has a key is asked first: the old key stops working.
 */
export function IngestKeyAction({ device }: { device: IngestKeyAction_device$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment IngestKeyAction_device on AlarmDevice {
        id
        name
        hasIngestKey
        viewerCan {
          edit
        }
      }
    `,
    device,
  );
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [confirm, setConfirm] = useState(false);
  const [key, setKey] = useState<string | null>(null);
  const [issue, issuing] = usePromiseMutation<IngestKeyActionIssueMutation>(graphql`
    mutation IngestKeyActionIssueMutation($id: ID!) {
      issueDeviceIngestKey(id: $id) {
        device {
          id
          hasIngestKey
        }
        key
        errors {
          field
          code
          message
        }
      }
    }
  `);
  if (!data.viewerCan.edit) return null;

  const run = async () => {
    try {
      const { issueDeviceIngestKey } = await issue({ id: data.id });
      if (issueDeviceIngestKey.errors.length) notify.error(payloadErrorText(intl, issueDeviceIngestKey.errors[0]!));
      else if (issueDeviceIngestKey.key) setKey(issueDeviceIngestKey.key);
    } catch (error) {
      notify.error(errorMessage(intl, error));
    } finally {
      setConfirm(false);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(key ?? '');
      notify.success(t('device.ingestKey.copied'));
    } catch {
      notify.error(t('device.logs.copyFailed'));
    }
  };

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        loading={issuing}
        onClick={() => (data.hasIngestKey ? setConfirm(true) : void run())}
      >
        {t('device.ingestKey.button')}
      </Button>
      <ConfirmDialog
        open={confirm}
        title={t('device.ingestKey.confirmTitle')}
        message={t('device.ingestKey.confirmMessage', { name: data.name })}
        confirmLabel={t('device.ingestKey.confirm')}
        busy={issuing}
        onConfirm={() => void run()}
        onCancel={() => setConfirm(false)}
      />
      <Dialog.Root open={key !== null} onOpenChange={(details) => !details.open && setKey(null)} size="lg">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="ingest-key-dialog">
              <Dialog.Header>
                <Dialog.Title>{t('device.ingestKey.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Alert.Root status="warning">
                    <Alert.Indicator />
                    <Alert.Title>{t('device.ingestKey.warning')}</Alert.Title>
                  </Alert.Root>
                  <Code display="block" p="3" wordBreak="break-all" data-testid="ingest-key">
                    {key}
                  </Code>
                  <Text fontSize="sm" color="fg.muted">
                    {t('device.ingestKey.usage')}
                  </Text>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <HStack gap="2">
                  <Button size="sm" variant="outline" onClick={() => void copy()}>
                    {t('device.logs.copy')}
                  </Button>
                  <Button size="sm" colorPalette="blue" onClick={() => setKey(null)}>
                    {t('device.logs.close')}
                  </Button>
                </HStack>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('device.logs.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
