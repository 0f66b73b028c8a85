import { Button, Checkbox, Field, Switch, type ButtonProps } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { useMutation, type GraphQLTaggedNode } from 'react-relay';
import type { MutationParameters, SelectorStoreUpdater, VariablesOf } from 'relay-runtime';
import { isEnglish } from '../i18n/errorMessage';
import { ApiError } from '../relay/ApiError';
import { useUnsavedChanges } from './unsavedChanges';

// ─── values and the dirty check ────────────────────────────────────────────────────────────────────

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A form's values against the last saved ones: `dirty` is true only when something differs, so save
 * stays off for an unchanged form, and leaving the page or the dialog asks before discarding. After an
 * error the typed values stay; after a save, `reset(saved)`.
 */
export function useDirtyForm<T>(initial: T) {
  const [baseline, setBaseline] = useState(initial);
  const [values, setValues] = useState(initial);
  const dirty = useMemo(() => !same(baseline, values), [baseline, values]);
  const setValue = useCallback(
    <K extends keyof T>(key: K, value: T[K]) => setValues((current) => ({ ...current, [key]: value })),
    [],
  );
  const { settled } = useUnsavedChanges(dirty);
  const reset = useCallback(
    (next: T) => {
      settled();
      setBaseline(next);
      setValues(next);
    },
    [settled],
  );
  return { values, setValues, setValue, dirty, reset, baseline };
}

// ─── field errors ───────────────────────────────────────────────────────────────────────────────────

export interface FieldErrorShape {
  readonly field: string;
  readonly code: string;
  readonly message: string;
}

/**
 * Codes the platform puts on fields, and the catalog text each shows (`fieldError.<text>`). An unknown
 * code follows errorMessage's rule: the server's English text in an English console, else the
 * translated "not valid".
 */
export const FIELD_TEXTS: Readonly<Record<string, string>> = {
  REQUIRED: 'REQUIRED',
  TOO_LONG: 'TOO_LONG',
  INVALID: 'INVALID',
  VALIDATION_FAILED: 'INVALID',
  INVALID_EMAIL: 'INVALID_EMAIL',
  INVALID_PHONE: 'INVALID_PHONE',
  INVALID_COLOR: 'INVALID_COLOR',
  INVALID_URL: 'INVALID_URL',
  // the platform's outbound policy: a receiver or metadata URL in a private, loopback or reserved range
  NOT_ALLOWED: 'NOT_ALLOWED',
  OUT_OF_RANGE: 'OUT_OF_RANGE',
  SERIAL_IN_USE: 'SERIAL_IN_USE',
  TOO_FEW_ENABLED: 'TOO_FEW_ENABLED',
  NOT_ENFORCED: 'NOT_ENFORCED',
  NEEDS_CREATE_PUBLIC_ALERT: 'NEEDS_CREATE_PUBLIC_ALERT',
  NEEDS_RADIUS_ENABLED: 'NEEDS_RADIUS_ENABLED',
  INSECURE_LINK: 'INSECURE_LINK',
  INVALID_MEETING_LINK: 'INVALID_MEETING_LINK',
  NOT_IN_CLIENT: 'NOT_IN_CLIENT',
  BELONGS_TO_OTHER_CLIENT: 'BELONGS_TO_OTHER_CLIENT',
  DRAFT_LOCKED: 'DRAFT_LOCKED',
  NOT_FOUND: 'NOT_FOUND',
  DUPLICATE: 'DUPLICATE',
  INVALID_OUTPUT: 'INVALID_OUTPUT',
  TOO_LARGE: 'TOO_LARGE',
  UNSUPPORTED_TYPE: 'UNSUPPORTED_TYPE',
  INVALID_IMAGE: 'INVALID_IMAGE',
  // documents (issue 12)
  NOT_IN_SCOPE: 'NOT_IN_SCOPE',
  NOT_IN_ORGANIZATION: 'NOT_IN_ORGANIZATION',
  NOT_IN_DOCUMENT_CLIENTS: 'NOT_IN_DOCUMENT_CLIENTS',
  OWNER_NOT_IN_CLIENT: 'OWNER_NOT_IN_CLIENT',
  OWNER_NOT_REMOVABLE: 'OWNER_NOT_REMOVABLE',
  MULTI_DOCUMENT_ADMIN: 'MULTI_DOCUMENT_ADMIN',
  // system notifications (issue 12): 'Please select users'
  RECEIVERS_REQUIRED: 'RECEIVERS_REQUIRED',
  // help center (issue 12)
  SECTION_EXISTS: 'SECTION_EXISTS',
  READ_ONLY: 'READ_ONLY',
  CATEGORY_EXISTS: 'CATEGORY_EXISTS',
  TOO_SHORT: 'TOO_SHORT',
};

export function fieldErrorText(intl: IntlShape, error: Pick<FieldErrorShape, 'code' | 'message'>): string {
  const text = FIELD_TEXTS[error.code];
  if (text) return intl.formatMessage({ id: `fieldError.${text}` });
  return isEnglish(intl) && error.message.trim() ? error.message : intl.formatMessage({ id: 'fieldError.INVALID' });
}

export type FieldErrors = Record<string, string[]>;

/**
 * A payload's errors by field, translated, each text once per field. A form with texts of its own passes
 * `text` (falling back to fieldErrorText itself), and `field` when its inputs are named other than the API's fields.
 */
export function toFieldErrors(
  intl: IntlShape,
  errors: readonly FieldErrorShape[],
  {
    text = (error) => fieldErrorText(intl, error),
    field = (name) => name,
  }: { text?: (error: FieldErrorShape) => string; field?: (name: string) => string } = {},
): FieldErrors {
  const byField: FieldErrors = {};
  for (const error of errors) {
    const list = (byField[field(error.field)] ??= []);
    const message = text(error);
    if (!list.includes(message)) list.push(message);
  }
  return byField;
}

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Moves focus to the first field marked invalid inside `container`, in the order of the page: the
 * control itself (aria-invalid) or the first control of an invalid field (data-invalid); an invalid
 * block without a control of its own (InlineErrors) is scrolled into view instead.
 */
export function focusFirstInvalid(container: ParentNode | null) {
  const first = container?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
  if (!first) return;
  const control = first.matches(FOCUSABLE) ? first : first.querySelector<HTMLElement>(FOCUSABLE);
  if (control) control.focus();
  else first.scrollIntoView({ block: 'center' });
}

/**
 * A form's field errors: after a rejected save (local checks or the server's field errors) focus moves
 * to the first invalid field, so a keyboard or screen-reader user lands on what to fix. Attach `formRef`
 * to the <form>.
 */
export function useFieldErrors() {
  // every rejection counts, even one with the same errors as the last
  const [state, setState] = useState<{ errors: FieldErrors; attempt: number }>({ errors: {}, attempt: 0 });
  const setErrors = useCallback(
    (errors: FieldErrors) => setState((current) => ({ errors, attempt: current.attempt + 1 })),
    [],
  );
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(state.errors).length > 0) focusFirstInvalid(formRef.current);
  }, [state]);
  return { errors: state.errors, setErrors, formRef };
}

/** A field with its label, help text and the list of errors the platform returned for it. */
export function FormField({
  label,
  errors,
  helperText,
  required,
  disabled,
  children,
  id,
}: {
  label: ReactNode;
  errors?: string[];
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
  id?: string;
}) {
  const invalid = Boolean(errors?.length);
  return (
    <Field.Root invalid={invalid} required={required} disabled={disabled} ids={id ? { control: id } : undefined}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && !invalid && <Field.HelperText>{helperText}</Field.HelperText>}
      {errors?.map((error) => (
        <Field.ErrorText key={error}>{error}</Field.ErrorText>
      ))}
    </Field.Root>
  );
}

/** Errors for a field shown outside Field.Root (checkbox groups, pickers). */
export function InlineErrors({ errors }: { errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <Field.Root invalid>
      {errors.map((error) => (
        <Field.ErrorText key={error}>{error}</Field.ErrorText>
      ))}
    </Field.Root>
  );
}

// ─── controls ───────────────────────────────────────────────────────────────────────────────────────

/** Save: off while the form is unchanged or saving; a spinner while saving. */
export function SaveButton({
  dirty,
  saving,
  label,
  ...rest
}: { dirty: boolean; saving: boolean; label?: string } & ButtonProps) {
  const intl = useIntl();
  return (
    <Button type="submit" colorPalette="blue" disabled={!dirty || saving} loading={saving} {...rest}>
      {label ?? intl.formatMessage({ id: 'common.save' })}
    </Button>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  disabled,
  ...rest
}: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean } & Record<
  string,
  unknown
>) {
  return (
    <Checkbox.Root
      size="sm"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked === true)}
      {...rest}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export function SwitchField({
  label,
  checked,
  onChange,
  disabled,
  ...rest
}: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean } & Record<
  string,
  unknown
>) {
  return (
    <Switch.Root
      size="sm"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked)}
      {...rest}
    >
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

// ─── mutations as promises ──────────────────────────────────────────────────────────────────────────

/**
 * useMutation as an async function: resolves with the response, rejects with an ApiError for
 * operation errors. The store is updated from the payload (plus `updater` where a payload cannot say it).
 */
export function usePromiseMutation<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit, inFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: VariablesOf<T>, updater?: SelectorStoreUpdater<T['response']>) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({
          variables,
          updater,
          onCompleted: (response, errors) => {
            if (errors?.length) reject(new ApiError(errors));
            else resolve(response);
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [run, inFlight] as const;
}
