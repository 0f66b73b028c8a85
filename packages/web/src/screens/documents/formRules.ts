import type { IntlShape } from 'react-intl';
import type { PickerOption } from '../../ui/SearchPicker';
import { fieldErrorText, type FieldErrors, type FieldErrorShape } from '../../ui/form';
import { documentFileProblem, MAX_DOCUMENT_BYTES, ACCEPTED_EXTENSIONS } from './fileRules';
import type { DocumentLanguage, DocumentType } from './filters';

export const DESCRIPTION_MAX = 300;
export const NAME_MAX = 200;

/** What the form is for: a document (clients required), a release note, or a help-center section's document. */
export interface DocumentKind {
  releaseNote: boolean;
  section: string | null;
}

export interface DocumentValues {
  name: string;
  description: string;
  type: DocumentType;
  lang: DocumentLanguage;
  organization: PickerOption | null;
  clients: PickerOption[];
}

export const isPlainDocument = (kind: DocumentKind) => !kind.releaseNote && kind.section === null;

/** The checks made before anything is sent (spec 5): the same rules the platform applies. */
export function validateDocument(
  intl: IntlShape,
  values: DocumentValues,
  { kind, creating, file }: { kind: DocumentKind; creating: boolean; file: File | null },
): FieldErrors {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const errors: FieldErrors = {};
  const name = values.name.trim();
  if (!creating && !name) errors.name = [t('documents.form.nameRequired')];
  if (name.length > NAME_MAX) errors.name = [fieldErrorText(intl, { code: 'TOO_LONG', message: '' })];
  if (values.description.length > DESCRIPTION_MAX)
    errors.description = [t('documents.form.descriptionTooLong', { max: DESCRIPTION_MAX })];
  if (isPlainDocument(kind) && values.clients.length === 0) errors.clientIds = [t('documents.form.clientRequired')];
  if (creating) {
    const problem = documentFileProblem(file);
    if (problem) errors.file = [fileProblemText(intl, problem)];
  }
  return errors;
}

export function fileProblemText(intl: IntlShape, problem: string): string {
  switch (problem) {
    case 'REQUIRED':
      return intl.formatMessage({ id: 'documents.form.fileRequired' });
    case 'UNSUPPORTED_TYPE':
      return intl.formatMessage(
        { id: 'documents.form.fileType' },
        { extensions: ACCEPTED_EXTENSIONS.map((extension) => extension.toUpperCase()).join(', ') },
      );
    case 'TOO_LARGE':
      return intl.formatMessage({ id: 'documents.form.fileTooLarge' }, { max: MAX_DOCUMENT_BYTES / 1024 / 1024 });
    default:
      return intl.formatMessage({ id: 'documents.form.fileEmpty' });
  }
}

/** The server names the file's parts (file.size, filename…): they all belong to the file chooser. */
export function formFieldOf(field: string): string {
  if (field === 'filename' || field === 'size' || field === 'contentType' || field.startsWith('file')) return 'file';
  if (field.startsWith('clientIds')) return 'clientIds';
  return field;
}

/** A server field error's text: the file's own codes say what the file chooser accepts. */
export function serverErrorText(intl: IntlShape, error: FieldErrorShape): string {
  if (formFieldOf(error.field) === 'file' && (error.code === 'REQUIRED' || error.code === 'TOO_LARGE'))
    return fileProblemText(intl, error.code);
  if (formFieldOf(error.field) === 'clientIds' && error.code === 'REQUIRED')
    return intl.formatMessage({ id: 'documents.form.clientRequired' });
  return fieldErrorText(intl, error);
}
