import { Alert, Box, Grid, HStack, Input, NativeSelect, Progress, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { errorMessage } from '../../i18n/errorMessage';
import {
  FormField,
  InlineErrors,
  SaveButton,
  toFieldErrors,
  useDirtyForm,
  useFieldErrors,
  usePromiseMutation,
} from '../../ui/form';
import { FileButton } from '../../ui/FileButton';
import { SearchPicker, type PickerOption } from '../../ui/SearchPicker';
import { notify } from '../../ui/toaster';
import { useOrganizationSearch } from '../organizations/OrganizationPicker';
import { useClientSearch } from '../users/form/UserPickers';
import type {
  DocumentForm_document$data,
  DocumentForm_document$key,
} from './__generated__/DocumentForm_document.graphql';
import type { DocumentFormCreateMutation } from './__generated__/DocumentFormCreateMutation.graphql';
import type { DocumentFormDiscardMutation } from './__generated__/DocumentFormDiscardMutation.graphql';
import type { DocumentFormUpdateMutation } from './__generated__/DocumentFormUpdateMutation.graphql';
import { documentPath } from './documentPath';
import { ACCEPT_ATTRIBUTE, baseName, contentTypeOf, documentFileProblem } from './fileRules';
import { FileTransferError, uploadDocumentFile } from './fileTransfer';
import { DOCUMENT_LANGUAGES, DOCUMENT_TYPES, RELEASE_NOTE_TYPES, type DocumentLanguage } from './filters';
import {
  DESCRIPTION_MAX,
  fileProblemText,
  formFieldOf,
  isPlainDocument,
  serverErrorText,
  validateDocument,
  type DocumentKind,
  type DocumentValues,
} from './formRules';
import { useOrganizationClients } from './organizationClients';
import { useNavigateAway, useUnsavedChanges } from '../../ui/unsavedChanges';

export const documentFormFragment = graphql`
  fragment DocumentForm_document on Document {
    id
    name
    description
    type
    lang
    section
    releaseNote
    viewerCanEdit
    viewerReadOnlyReason
    organization {
      id
      name
    }
    clients {
      id
      name
    }
  }
`;

function valuesOf(document: DocumentForm_document$data): DocumentValues {
  return {
    name: document.name,
    description: document.description ?? '',
    type: document.type as DocumentValues['type'],
    lang: document.lang as DocumentLanguage,
    organization: document.organization ? { id: document.organization.id, label: document.organization.name } : null,
    clients: document.clients.map((client) => ({ id: client.id, label: client.name })),
  };
}

interface Props {
  /** null: a new document of `kind`. */
  document: DocumentForm_document$key | null;
  kind: DocumentKind;
  /** A help-center document's language (from the section's page); fixed in the form. */
  fixedLang?: DocumentLanguage | null;
  defaultLang: DocumentLanguage;
}

/**
 * The document and release-note form (spec 2, 4, 5): metadata, and on create the file, PUT to the upload URL
 * the create answers (progress shown; any status but 200/201 fails the save and the form stays as typed).
 * Editing sends metadata only. Read-only without viewerCanEdit.
 */
export function DocumentForm({ document: documentKey, kind, fixedLang = null, defaultLang }: Props) {
  const intl = useIntl();
  const navigateAway = useNavigateAway();
  const document = useFragment(documentFormFragment, documentKey) ?? null;
  const creating = document === null;
  const editable = creating || document.viewerCanEdit;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const form = useDirtyForm<DocumentValues>(
    document
      ? valuesOf(document)
      : { name: '', description: '', type: 'PRIVATE', lang: fixedLang ?? defaultLang, organization: null, clients: [] },
  );
  const { values, setValue } = form;
  const { errors, setErrors, formRef } = useFieldErrors();
  const [file, setFile] = useState<File | null>(null);
  useUnsavedChanges(file !== null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loadingClients, setLoadingClients] = useState(false);
  const searchOrganizations = useOrganizationSearch();
  const searchClients = useClientSearch();
  const loadOrganizationClients = useOrganizationClients();
  const plain = isPlainDocument(kind);
  const types = kind.releaseNote ? RELEASE_NOTE_TYPES : DOCUMENT_TYPES;

  const [create, creatingInFlight] = usePromiseMutation<DocumentFormCreateMutation>(graphql`
    mutation DocumentFormCreateMutation($input: DocumentInput!) {
      createDocument(input: $input) {
        document {
          id
          section
          releaseNote
        }
        uploadUrl
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [update, updating] = usePromiseMutation<DocumentFormUpdateMutation>(graphql`
    mutation DocumentFormUpdateMutation($id: ID!, $input: DocumentInput!) {
      updateDocument(id: $id, input: $input) {
        document {
          ...DocumentForm_document
          type
          ready
          fileUrl
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const [discard] = usePromiseMutation<DocumentFormDiscardMutation>(graphql`
    mutation DocumentFormDiscardMutation($id: ID!) {
      deleteDocument(id: $id) {
        deletedId
      }
    }
  `);
  const saving = creatingInFlight || updating || progress !== null;

  // spec 4: an organization's clients replace the selection; clearing it, or failing to load them, empties it
  const chooseOrganization = async (organization: PickerOption | null) => {
    setValue('organization', organization);
    setValue('clients', []);
    if (!organization) return;
    setLoadingClients(true);
    try {
      const clients = await loadOrganizationClients(organization.id);
      form.setValues((current) => (current.organization?.id === organization.id ? { ...current, clients } : current));
    } catch {
      notify.error(t('documents.form.clientsFailed'));
    } finally {
      setLoadingClients(false);
    }
  };

  const input = () => ({
    name: values.name.trim() || null,
    description: values.description.trim() || null,
    type: values.type,
    lang: values.lang,
    organizationId: plain ? (values.organization?.id ?? null) : null,
    clientIds: plain ? values.clients.map((client) => client.id) : [],
    section: kind.section,
  });
  const showServerErrors = (list: readonly { field: string; code: string; message: string }[]) =>
    setErrors(toFieldErrors(intl, list, { field: formFieldOf, text: (error) => serverErrorText(intl, error) }));

  const createWithFile = async (chosen: File) => {
    const { createDocument } = await create({
      input: {
        ...input(),
        name: values.name.trim() || baseName(chosen.name),
        releaseNote: kind.releaseNote,
        file: { filename: chosen.name, size: chosen.size, contentType: contentTypeOf(chosen) },
      },
    });
    const created = createDocument.document;
    if (createDocument.errors.length || !created || !createDocument.uploadUrl) {
      showServerErrors(createDocument.errors);
      if (!createDocument.errors.length) setFailure(t('error.generic'));
      return;
    }
    setProgress(0);
    try {
      await uploadDocumentFile(createDocument.uploadUrl, chosen, contentTypeOf(chosen), setProgress);
    } catch (error) {
      // nothing half-saved: the document without its file goes (if that fails too, the list shows it not ready)
      await discard({ id: created.id }).catch(() => undefined);
      setProgress(null);
      setFailure(uploadFailureText(error));
      return;
    }
    setProgress(null);
    notify.success(t('documents.form.created', { name: values.name.trim() || baseName(chosen.name) }));
    navigateAway(documentPath(created));
  };

  const uploadFailureText = (error: unknown) => {
    if (error instanceof FileTransferError) {
      if (error.code === 'UNSUPPORTED_TYPE' || error.code === 'TOO_LARGE' || error.status === 413)
        return fileProblemText(intl, error.status === 413 ? 'TOO_LARGE' : error.code!);
      if (error.serverMessage) return t('documents.form.uploadFailedWith', { message: error.serverMessage });
    }
    return t('documents.form.uploadFailed');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editable || saving) return;
    setFailure(null);
    const local = validateDocument(intl, values, { kind, creating, file });
    if (Object.keys(local).length) {
      setErrors(local);
      return;
    }
    setErrors({});
    try {
      if (creating) {
        await createWithFile(file!);
        return;
      }
      const { updateDocument } = await update({ id: document!.id, input: input() });
      if (updateDocument.errors.length) {
        showServerErrors(updateDocument.errors);
        return;
      }
      form.reset(values);
      notify.success(t('documents.form.saved', { name: values.name.trim() }));
    } catch (error) {
      setProgress(null);
      setFailure(errorMessage(intl, error));
    }
  };

  const onFile = (chosen: File | null) => {
    setFile(chosen);
    const problem = chosen ? documentFileProblem(chosen) : null;
    setErrors({ ...errors, file: problem ? [fileProblemText(intl, problem)] : [] });
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('documents.form.label')}>
      <Stack gap="4">
        {!editable && document.viewerReadOnlyReason && (
          <Alert.Root status="info" data-testid="document-read-only">
            <Alert.Indicator />
            <Alert.Title>{t(`documents.readOnly.${document.viewerReadOnlyReason}`)}</Alert.Title>
          </Alert.Root>
        )}
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <FormField
            label={t('documents.form.name')}
            required={!creating}
            errors={errors.name}
            helperText={creating ? t('documents.form.nameHint') : undefined}
            disabled={!editable}
          >
            <Input value={values.name} maxLength={200} onChange={(event) => setValue('name', event.target.value)} />
          </FormField>
          <FormField label={t('documents.form.type')} errors={errors.type} disabled={!editable}>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={values.type}
                onChange={(event) => setValue('type', event.currentTarget.value as DocumentValues['type'])}
              >
                {types.map((type) => (
                  <option key={type} value={type}>
                    {t(`documents.type.${type}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField
            label={t('documents.form.lang')}
            required
            errors={errors.lang}
            disabled={!editable || fixedLang !== null}
          >
            <NativeSelect.Root>
              <NativeSelect.Field
                value={values.lang}
                onChange={(event) => setValue('lang', event.currentTarget.value as DocumentLanguage)}
              >
                {DOCUMENT_LANGUAGES.map((lang) => (
                  <option key={lang} value={lang}>
                    {t(`documents.lang.${lang}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {creating && (
            <FormField label={t('documents.form.file')} required errors={errors.file}>
              <FileButton
                size="sm"
                label={t('documents.form.chooseFile')}
                inputLabel={t('documents.form.file')}
                accept={ACCEPT_ATTRIBUTE}
                fileName={file?.name ?? null}
                noFileText={t('documents.form.noFile')}
                onFile={(chosen) => onFile(chosen ?? null)}
              />
            </FormField>
          )}
        </Grid>
        <FormField
          label={t('documents.form.description')}
          errors={errors.description}
          helperText={t('common.counter', { count: values.description.length, max: DESCRIPTION_MAX })}
          disabled={!editable}
        >
          <Textarea
            rows={4}
            value={values.description}
            maxLength={DESCRIPTION_MAX}
            onChange={(event) => setValue('description', event.target.value)}
          />
        </FormField>
        {plain && (
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <Box>
              <Text fontSize="sm" fontWeight="medium" mb="1.5">
                {t('documents.form.organization')}
              </Text>
              <SearchPicker
                label={t('documents.form.organization')}
                single
                disabled={!editable}
                selected={values.organization ? [values.organization] : []}
                onChange={(options) => void chooseOrganization(options[options.length - 1] ?? null)}
                search={searchOrganizations}
              />
              <InlineErrors errors={errors.organizationId} />
            </Box>
            <Box aria-busy={loadingClients}>
              <Text fontSize="sm" fontWeight="medium" mb="1.5">
                {t('documents.form.clients')}
                <Text as="span" color="fg.error" aria-hidden>
                  {' *'}
                </Text>
              </Text>
              <SearchPicker
                label={t('documents.form.clients')}
                disabled={!editable || loadingClients}
                selected={values.clients}
                onChange={(options) => setValue('clients', options)}
                search={searchClients}
              />
              <InlineErrors errors={errors.clientIds} />
            </Box>
          </Grid>
        )}
        {progress !== null && (
          <Progress.Root value={Math.round(progress * 100)} size="sm" colorPalette="blue" maxW="md">
            <HStack gap="3">
              <Progress.Label>{t('documents.form.uploading')}</Progress.Label>
              <Progress.Track flex="1">
                <Progress.Range />
              </Progress.Track>
              <Progress.ValueText />
            </HStack>
          </Progress.Root>
        )}
        {editable && (
          <HStack>
            <SaveButton
              dirty={form.dirty || file !== null}
              saving={saving}
              label={creating ? t('documents.form.create') : undefined}
            />
          </HStack>
        )}
      </Stack>
    </form>
  );
}
