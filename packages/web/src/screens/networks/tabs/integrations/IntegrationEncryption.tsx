import { Alert, Box, Button, Code, Grid, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { errorMessage } from '../../../../i18n/errorMessage';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { FormField, SwitchField, usePromiseMutation } from '../../../../ui/form';
import { notify } from '../../../../ui/toaster';
import { payloadErrorText } from '../../../../ui/payloadErrors';
import type { IntegrationEncryptionRotateMutation } from './__generated__/IntegrationEncryptionRotateMutation.graphql';
import { formatWithSeconds, KEY_BITS, type KeyBits } from './rules';

/** What the form knows of the stored key (never the key itself). */
export interface StoredKey {
  keySet: boolean;
  keyBits?: number | null;
  keySetAt?: string | null;
}

interface Props {
  /** The integration being edited; null while it is being added (its key comes with the save). */
  integrationId: string | null;
  stored: StoredKey | null;
  enabled: boolean;
  keyBits: KeyBits;
  onEnabled: (enabled: boolean) => void;
  onKeyBits: (bits: KeyBits) => void;
  /** A new key was generated: the caller shows it once. */
  onKey: (key: string) => void;
}

/**
 * The form's encryption section (SIA DC-09 AES): on/off, the size of a key to generate, whether a key is
 * stored, and "Generate a new key" (asked first: the old key stops at once). A key is shown once by the
 * caller (EncryptionKeyOnce), from the save that generated it or from here.
 */
export function IntegrationEncryption(props: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [confirm, setConfirm] = useState(false);
  const [rotate, rotating] = usePromiseMutation<IntegrationEncryptionRotateMutation>(graphql`
    mutation IntegrationEncryptionRotateMutation($id: ID!, $input: IntegrationEncryptionKeyInput!) {
      setIntegrationEncryptionKey(id: $id, input: $input) {
        integration {
          id
          encryption {
            enabled
            keySet
            keyBits
            keySetAt
          }
        }
        encryptionKey
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const run = async () => {
    if (!props.integrationId) return;
    try {
      const payload = (await rotate({ id: props.integrationId, input: { keyBits: Number(props.keyBits) } }))
        .setIntegrationEncryptionKey;
      if (payload.errors.length) notify.error(payloadErrorText(intl, payload.errors[0]!));
      else if (payload.encryptionKey) props.onKey(payload.encryptionKey);
    } catch (error) {
      notify.error(`${t('networks.integrations.encryption.rotateFailed')} ${errorMessage(intl, error)}`);
    } finally {
      setConfirm(false);
    }
  };
  const stored = props.stored?.keySet ? props.stored : null;

  return (
    <Stack gap="3" as="section" aria-label={t('networks.integrations.encryption.title')}>
      <Heading as="h3" size="sm">
        {t('networks.integrations.encryption.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('networks.integrations.encryption.intro')}
      </Text>
      <SwitchField
        label={t('networks.integrations.encryption.enable')}
        checked={props.enabled}
        onChange={props.onEnabled}
      />
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4" alignItems="end">
        <FormField
          label={t('networks.integrations.encryption.keyBits')}
          helperText={t('networks.integrations.encryption.keyBitsHelp')}
        >
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              name="keyBits"
              value={props.keyBits}
              onChange={(event) => props.onKeyBits(event.currentTarget.value as KeyBits)}
            >
              {KEY_BITS.map((bits) => (
                <option key={bits} value={bits}>
                  {t('networks.integrations.encryption.bits', { bits })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {props.integrationId && stored && (
          <Box>
            <Button size="sm" variant="outline" loading={rotating} onClick={() => setConfirm(true)}>
              {t('networks.integrations.encryption.rotate')}
            </Button>
          </Box>
        )}
      </Grid>
      <Text fontSize="sm" data-testid="encryption-key-state">
        {stored
          ? t('networks.integrations.encryption.keySet', {
              bits: stored.keyBits ?? 0,
              date: formatWithSeconds(stored.keySetAt),
            })
          : t('networks.integrations.encryption.noKey')}
      </Text>
      <ConfirmDialog
        open={confirm}
        title={t('networks.integrations.encryption.rotateTitle')}
        message={t('networks.integrations.encryption.rotateMessage', { bits: props.keyBits })}
        confirmLabel={t('networks.integrations.encryption.rotate')}
        busy={rotating}
        onConfirm={() => void run()}
        onCancel={() => setConfirm(false)}
      />
    </Stack>
  );
}

/** A key, shown this once, with Copy; Done goes on (the key is never shown again). */
export function EncryptionKeyOnce({ keyHex, onDone }: { keyHex: string; onDone: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(keyHex);
      notify.success(t('networks.integrations.encryption.copied'));
    } catch {
      notify.error(t('networks.integrations.encryption.copyFailed'));
    }
  };
  return (
    <Stack gap="3" data-testid="encryption-key-once">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('networks.integrations.encryption.onceTitle')}</Alert.Title>
          <Alert.Description>{t('networks.integrations.encryption.once')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Code display="block" p="3" wordBreak="break-all" fontSize="md" data-testid="encryption-key">
        {keyHex}
      </Code>
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          {t('networks.integrations.encryption.copy')}
        </Button>
        <Button size="sm" colorPalette="blue" _hover={{ bg: 'blue.700' }} onClick={onDone}>
          {t('networks.integrations.encryption.done')}
        </Button>
      </HStack>
    </Stack>
  );
}
