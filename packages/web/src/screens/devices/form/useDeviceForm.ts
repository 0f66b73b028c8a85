import { useCallback, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../i18n/errorMessage';
import { toFieldErrors, useDirtyForm, useFieldErrors, type FieldErrors, type FieldErrorShape } from '../../../ui/form';
import type { PickerOption } from '../../../ui/SearchPicker';
import { notify } from '../../../ui/toaster';
import { roundCoordinate, SERVER_FIELDS, type DeviceFormBase } from './rules';
import { hasNumberOutOfRange } from '../../../ui/NumberField';

/** A code on a field in the form's own words (each form has its messages). */
export type DeviceFieldText = (field: string, error: Pick<FieldErrorShape, 'code' | 'message'>) => string;

/**
 * The state and save plumbing the device forms share (spec 002 sections 4, 5 and 8):
 * - the rules run on every change; a field shows its problem once changed or left, and every field after a
 *   save was tried, focus then moving to the first one; the server's field errors show at their fields
 *   until that field changes, and what was typed stays;
 * - Save does nothing while unchanged, saving or read-only; newly setting the deleted flag on an existing
 *   device asks first (`deletedConfirm`), after the rules passed;
 * - `run` keeps Save off while a save is under way (and after one that leaves the page), and a request that
 *   failed shows the server's words, or the generic text, in the danger alert (`failure`) and a toast.
 */
export function useDeviceForm<T extends DeviceFormBase>({
  initial,
  existing,
  readOnly,
  validate,
  fieldText,
  serverFields = SERVER_FIELDS,
}: {
  initial: T;
  existing: boolean;
  readOnly: boolean;
  /** Field -> code of every rule the values break (empty: may be sent). */
  validate: (values: T) => Record<string, string>;
  fieldText: DeviceFieldText;
  /** The API's field names -> the form's fields. */
  serverFields?: Readonly<Record<string, string>>;
}) {
  const intl = useIntl();
  const form = useDirtyForm<T>(initial);
  const { values, setValues } = form;
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const { setErrors: focusInvalid, formRef } = useFieldErrors();
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmingDeleted, setConfirmingDeleted] = useState(false);

  const live = validate(values);
  const errors: FieldErrors = { ...serverErrors };
  for (const [field, code] of Object.entries(live))
    if (touched[field] || submitted) errors[field] = [fieldText(field, { code, message: code })];

  const markTouched = useCallback((...keys: string[]) => {
    setTouched((current) => (keys.every((key) => current[key]) ? current : { ...current, ...flags(keys) }));
    setServerErrors((current) => {
      if (!keys.some((key) => current[key])) return current;
      const rest = { ...current };
      for (const key of keys) delete rest[key];
      return rest;
    });
  }, []);

  /** One field changed: it is touched, and its server error is answered. */
  const set = <K extends keyof T & string>(key: K, value: T[K]) => {
    form.setValue(key, value);
    markTouched(key);
  };
  /** onBlur: a field left shows its problem. */
  const touch = (key: string) => () => setTouched((current) => (current[key] ? current : { ...current, [key]: true }));

  /** A new client owner clears the owner (an owner is a member of the client owner). */
  const setClient = (client: PickerOption | null) => {
    setValues((current) => ({ ...current, client, owner: client?.id === current.client?.id ? current.owner : null }));
    markTouched('client', 'owner');
  };
  /** A map click or marker drag. */
  const moveTo = useCallback(
    (latitude: number, longitude: number) => {
      setValues((current) => ({
        ...current,
        latitude: roundCoordinate(latitude),
        longitude: roundCoordinate(longitude),
      }));
      markTouched('latitude', 'longitude');
    },
    [setValues, markTouched],
  );
  /** TestModeField's props. */
  const testMode = {
    enabled: values.testModeEnabled,
    timeoutMs: values.testModeAutoDisableTimeoutMs,
    disabled: readOnly,
    onChange: (next: { enabled: boolean; timeoutMs: number }) =>
      setValues((current) => ({
        ...current,
        testModeEnabled: next.enabled,
        testModeAutoDisableTimeoutMs: next.timeoutMs,
      })),
  };

  /** The form's onSubmit: the rules, then the deleted confirmation, then `save`. */
  const submit = (save: () => void) => (event: FormEvent) => {
    event.preventDefault();
    if (hasNumberOutOfRange(event.currentTarget as HTMLFormElement)) return;
    if (readOnly || !form.dirty || saving) return;
    setSubmitted(true);
    if (Object.keys(live).length > 0) {
      focusInvalid({ form: ['invalid'] }); // after the render that shows every problem: focus the first
      return;
    }
    if (existing && values.deleted && !form.baseline.deleted) {
      setConfirmingDeleted(true);
      return;
    }
    save();
  };

  /** The deleted confirmation's open/busy/cancel, and its confirm that saves. */
  const deletedConfirm = (save: () => void) => ({
    open: confirmingDeleted,
    busy: saving,
    onConfirm: () => {
      setConfirmingDeleted(false);
      save();
    },
    onCancel: () => setConfirmingDeleted(false),
  });

  /**
   * A save answered with field errors: each shows at its field (focus on the first). Returns every text,
   * and those of fields this form does not have (for the alert or the toast).
   */
  const rejected = (list: readonly FieldErrorShape[]) => {
    const fieldOf = (name: string) => serverFields[name] ?? name;
    const byField = toFieldErrors(intl, list, {
      field: fieldOf,
      text: (error) => fieldText(fieldOf(error.field), error),
    });
    setServerErrors(byField);
    focusInvalid(byField);
    const all = [...new Set(Object.values(byField).flat())];
    const unplaced = [
      ...new Set(
        Object.entries(byField)
          .filter(([field]) => !(field in initial))
          .flatMap(([, texts]) => texts),
      ),
    ];
    return { all, unplaced };
  };

  /** Saved and staying: the saved values are the new baseline; no problems shown until the next change. */
  const saved = (next: T = values) => {
    setServerErrors({});
    setTouched({});
    setSubmitted(false);
    setFailure(null);
    form.reset(next);
  };

  /**
   * Runs a save: Save off meanwhile; `action` resolves true when the page is left (Save stays off so
   * nothing is sent twice). A failed request: the server's words or the generic text, alert and toast.
   */
  const run = async (action: () => Promise<boolean | void>) => {
    setSaving(true);
    setFailure(null);
    let leaving = false;
    try {
      leaving = (await action()) === true;
    } catch (error) {
      const message = errorMessage(intl, error);
      setFailure(message);
      notify.error(message);
    } finally {
      if (!leaving) setSaving(false);
    }
  };

  return {
    form,
    values,
    errors,
    live,
    set,
    touch,
    setClient,
    moveTo,
    testMode,
    submit,
    deletedConfirm,
    rejected,
    saved,
    run,
    saving,
    failure,
    setFailure,
    formRef,
  };
}

const flags = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, true]));
