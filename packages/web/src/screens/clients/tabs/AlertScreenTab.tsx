import { Box, Button, Card, Field, Flex, Grid, Heading, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import {
  InlineErrors,
  SaveButton,
  toFieldErrors,
  usePromiseMutation,
  useDirtyForm,
  useFieldErrors,
} from '../../../ui/form';
import { notify } from '../../../ui/toaster';
import type { AlertScreenTab_client$key, AlertCategory } from './__generated__/AlertScreenTab_client.graphql';
import type { AlertScreenTabSaveMutation } from './__generated__/AlertScreenTabSaveMutation.graphql';
import type { AlertScreenTabUploadMutation } from './__generated__/AlertScreenTabUploadMutation.graphql';
import { CAPTION_MAX, prepareIcon, uploadIcon, type IconProblem } from '../alertScreen/icon';
import { FileButton } from '../../../ui/FileButton';

interface CategoryValues {
  category: AlertCategory;
  caption: string;
  color: string;
  iconUrl: string | null;
  removeIcon: boolean;
  /** Name of a new icon waiting for the save (its blob is kept aside). */
  newIcon: string | null;
}

const PROBLEM_MESSAGES: Record<IconProblem, string> = {
  TYPE: 'alertScreen.icon.wrongType',
  SIZE: 'alertScreen.icon.tooBig',
  DIMENSIONS: 'alertScreen.icon.wrongSize',
};

export function AlertScreenTab({ client }: { client: AlertScreenTab_client$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment AlertScreenTab_client on Client {
        id
        alertScreen {
          category
          caption
          color
          iconUrl
        }
      }
    `,
    client,
  );
  const fromData = (): CategoryValues[] =>
    data.alertScreen.map((entry) => ({
      category: entry.category,
      caption: entry.caption ?? '',
      color: entry.color,
      iconUrl: entry.iconUrl ?? null,
      removeIcon: false,
      newIcon: null,
    }));
  const form = useDirtyForm<CategoryValues[]>(fromData());
  const blobs = useRef(new Map<AlertCategory, { blob: Blob; preview: string }>());
  const [iconErrors, setIconErrors] = useState<Partial<Record<AlertCategory, string>>>({});
  const { errors, setErrors, formRef } = useFieldErrors();
  const [saving, setSaving] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  useEffect(() => () => blobs.current.forEach(({ preview }) => URL.revokeObjectURL(preview)), []);

  const [requestUpload] = usePromiseMutation<AlertScreenTabUploadMutation>(graphql`
    mutation AlertScreenTabUploadMutation($id: ID!, $input: IconUploadInput!) {
      requestClientIconUpload(id: $id, input: $input) {
        url
        expiresAt
      }
    }
  `);
  const [save] = usePromiseMutation<AlertScreenTabSaveMutation>(graphql`
    mutation AlertScreenTabSaveMutation($id: ID!, $input: [AlertScreenCategoryInput!]!) {
      updateClientAlertScreen(id: $id, input: $input) {
        client {
          id
          alertScreen {
            category
            caption
            color
            iconUrl
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

  const update = (category: AlertCategory, patch: Partial<CategoryValues>) =>
    form.setValues((current) => current.map((entry) => (entry.category === category ? { ...entry, ...patch } : entry)));

  const chooseIcon = async (category: AlertCategory, file: File | undefined) => {
    if (!file) return;
    const prepared = await prepareIcon(file);
    if (!prepared.ok) {
      setIconErrors((current) => ({ ...current, [category]: t(PROBLEM_MESSAGES[prepared.problem]) }));
      return;
    }
    setIconErrors((current) => ({ ...current, [category]: undefined }));
    const old = blobs.current.get(category);
    if (old) URL.revokeObjectURL(old.preview);
    blobs.current.set(category, { blob: prepared.blob, preview: URL.createObjectURL(prepared.blob) });
    update(category, { newIcon: file.name, removeIcon: false });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.dirty || saving) return;
    setSaving(true);
    try {
      // icons first: each goes to its own signed URL and comes back as an upload id
      const uploadIds = new Map<AlertCategory, string>();
      for (const entry of form.values) {
        const pending = entry.newIcon ? blobs.current.get(entry.category) : undefined;
        if (!pending) continue;
        try {
          const { requestClientIconUpload } = await requestUpload({
            id: data.id,
            input: {
              filename: entry.newIcon!.replace(/\.[^.]*$/, '') + '.png',
              size: pending.blob.size,
              contentType: 'image/png',
            },
          });
          uploadIds.set(entry.category, await uploadIcon(requestClientIconUpload.url, pending.blob));
        } catch {
          setIconErrors((current) => ({ ...current, [entry.category]: t('alertScreen.icon.uploadFailed') }));
          notify.error(t('alertScreen.icon.uploadFailed'));
          return;
        }
      }
      const { updateClientAlertScreen } = await save({
        id: data.id,
        input: form.values.map((entry) => ({
          category: entry.category,
          caption: entry.caption.trim() || null,
          color: entry.color.toUpperCase(),
          iconUploadId: uploadIds.get(entry.category) ?? null,
          removeIcon: entry.removeIcon,
        })),
      });
      if (updateClientAlertScreen.errors.length || !updateClientAlertScreen.client) {
        setErrors(toFieldErrors(intl, updateClientAlertScreen.errors));
        notify.error(t('alertScreen.failed'));
        return;
      }
      setErrors({});
      blobs.current.forEach(({ preview }) => URL.revokeObjectURL(preview));
      blobs.current.clear();
      const saved = updateClientAlertScreen.client.alertScreen.map((entry) => ({
        category: entry.category,
        caption: entry.caption ?? '',
        color: entry.color,
        iconUrl: entry.iconUrl ?? null,
        removeIcon: false,
        newIcon: null,
      }));
      form.reset(saved);
      notify.success(t('alertScreen.saved'));
    } catch {
      notify.error(t('alertScreen.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('clients.tab.alert-screen')}>
      <Stack gap="4">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr', xl: 'repeat(3, 1fr)' }} gap="4">
          {form.values.map((entry) => {
            const pending = entry.newIcon ? blobs.current.get(entry.category) : undefined;
            const shown = pending?.preview ?? (entry.removeIcon ? null : entry.iconUrl);
            const name = t(`alertCategory.${entry.category}`);
            return (
              <Card.Root key={entry.category} variant="outline" bg="bg" data-testid={`alert-screen-${entry.category}`}>
                <Card.Header pb="0">
                  <HStack>
                    <Box w="4" h="4" borderRadius="sm" bg={entry.color} borderWidth="1px" />
                    <Heading size="sm">{name}</Heading>
                  </HStack>
                </Card.Header>
                <Card.Body>
                  <Stack gap="3">
                    <Field.Root invalid={Boolean(errors[`${entry.category}.caption`])}>
                      <Field.Label>{t('alertScreen.caption')}</Field.Label>
                      <Input
                        value={entry.caption}
                        maxLength={CAPTION_MAX}
                        onChange={(event) =>
                          update(entry.category, { caption: event.target.value.slice(0, CAPTION_MAX) })
                        }
                        aria-label={intl.formatMessage({ id: 'alertScreen.captionOf' }, { category: name })}
                      />
                      <Field.HelperText data-testid={`caption-counter-${entry.category}`}>
                        {intl.formatMessage(
                          { id: 'common.counter' },
                          { count: entry.caption.length, max: CAPTION_MAX },
                        )}
                      </Field.HelperText>
                      {errors[`${entry.category}.caption`]?.map((error) => (
                        <Field.ErrorText key={error}>{error}</Field.ErrorText>
                      ))}
                    </Field.Root>
                    <Field.Root invalid={Boolean(errors[`${entry.category}.color`])}>
                      <Field.Label>{t('alertScreen.color')}</Field.Label>
                      <HStack>
                        <Input
                          type="color"
                          w="14"
                          p="1"
                          value={entry.color.toLowerCase()}
                          onChange={(event) => update(entry.category, { color: event.target.value.toUpperCase() })}
                          aria-label={intl.formatMessage({ id: 'alertScreen.colorOf' }, { category: name })}
                        />
                        <Text fontFamily="mono" fontSize="sm">
                          {entry.color.toUpperCase()}
                        </Text>
                      </HStack>
                      {errors[`${entry.category}.color`]?.map((error) => (
                        <Field.ErrorText key={error}>{error}</Field.ErrorText>
                      ))}
                    </Field.Root>
                    <Stack gap="2">
                      <Text fontSize="sm" fontWeight="medium">
                        {t('alertScreen.icon')}
                      </Text>
                      <Flex gap="3" align="center" wrap="wrap">
                        <Box w="16" h="16" borderWidth="1px" borderRadius="md" bg="bg.muted" overflow="hidden">
                          {shown && (
                            <Image
                              src={shown}
                              alt={intl.formatMessage({ id: 'alertScreen.iconOf' }, { category: name })}
                              w="full"
                              h="full"
                              data-testid={`alert-icon-${entry.category}`}
                            />
                          )}
                        </Box>
                        <Stack gap="1">
                          <FileButton
                            label={t('alertScreen.iconPick')}
                            accept="image/png"
                            inputLabel={intl.formatMessage({ id: 'alertScreen.iconChoose' }, { category: name })}
                            onFile={(file) => void chooseIcon(entry.category, file)}
                          />
                          {(shown || entry.newIcon) && (
                            <Button
                              size="xs"
                              variant="ghost"
                              colorPalette="red"
                              onClick={() => {
                                blobs.current.delete(entry.category);
                                update(entry.category, { newIcon: null, removeIcon: Boolean(entry.iconUrl) });
                              }}
                            >
                              {intl.formatMessage({ id: 'alertScreen.iconRemove' }, { category: name })}
                            </Button>
                          )}
                        </Stack>
                      </Flex>
                      <Text fontSize="xs" color="fg.muted">
                        {t('alertScreen.icon.help')}
                      </Text>
                      {iconErrors[entry.category] && (
                        <Text fontSize="sm" color="fg.error" role="alert">
                          {iconErrors[entry.category]}
                        </Text>
                      )}
                      <InlineErrors errors={errors[`${entry.category}.iconUploadId`]} />
                    </Stack>
                  </Stack>
                </Card.Body>
              </Card.Root>
            );
          })}
        </Grid>
        <HStack justify="end">
          <SaveButton dirty={form.dirty} saving={saving} />
        </HStack>
      </Stack>
    </form>
  );
}
