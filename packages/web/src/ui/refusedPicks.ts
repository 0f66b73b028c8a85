/* eslint-disable relay/unused-fields -- the fragment's `field` and `message` are read by fieldErrorText and
   payloadErrorText, which take the error whole (docs/test-runner.md) */
import type { IntlShape } from 'react-intl';
import { graphql } from 'react-relay';
import { fieldErrorText, type FieldErrorShape } from './form';
import { payloadErrorText } from './payloadErrors';
import type { PickerOption } from './SearchPicker';
import { notify } from './toaster';

/** One pick of a batch add the platform refused: its id as sent, its name when the viewer may see it, why. */
export interface RefusedPickShape {
  readonly pickedId: string;
  readonly name?: string | null;
  readonly code: string;
}

/**
 * What every add-existing mutation selects of its errors, spread unmasked (`...refusedPicks_error @relay(mask:
 * false)`) so that the payload's errors are BatchAddErrors as they are (`field` and `message` are read by
 * fieldErrorText and payloadErrorText).
 */
export const refusedPicksErrorFragment = graphql`
  fragment refusedPicks_error on FieldError {
    field
    code
    message
    refused {
      pickedId
      name
      code
    }
  }
`;

/** A batch add's payload error: a field error and the picks it refused (none for other errors). */
export interface BatchAddError extends FieldErrorShape {
  readonly refused: readonly RefusedPickShape[];
}

/** What AddSeveral does with its picks after an add: true clears them, false keeps them, `unpick` takes those off. */
export type AddOutcome = boolean | { readonly unpick: readonly string[] };

/** Reasons with a text of their own in a refusal list; other codes read as their field error. */
const REASONS = new Set([
  'NOT_FOUND',
  'NOT_IN_DOCUMENT_CLIENTS',
  'OWNER_NOT_IN_CLIENT',
  'BELONGS_TO_OTHER_CLIENT',
  'CLIENT_IN_OTHER_ORGANIZATION',
]);

const reasonText = (intl: IntlShape, code: string) =>
  REASONS.has(code)
    ? intl.formatMessage({ id: `picker.refusedReason.${code}` })
    : fieldErrorText(intl, { code, message: '' });

/**
 * The text of a refused batch add: nothing was added, which picks were refused and why (a pick the platform does
 * not name keeps the picker's label), and how many are still picked.
 */
export function refusedPicksText(intl: IntlShape, error: BatchAddError, picked: readonly PickerOption[]): string {
  const labels = new Map(picked.map((option) => [option.id, option.label]));
  const list = error.refused
    .map((pick) =>
      intl.formatMessage(
        { id: 'picker.refusedItem' },
        { name: pick.name ?? labels.get(pick.pickedId) ?? '?', reason: reasonText(intl, pick.code) },
      ),
    )
    .join('; ');
  const refusedIds = new Set(error.refused.map((pick) => pick.pickedId));
  const kept = picked.filter((option) => !refusedIds.has(option.id)).length;
  return intl.formatMessage({ id: 'picker.refused' }, { count: error.refused.length, list, kept });
}

/**
 * After a batch add answered errors: an error toast naming the refused picks (or the error's own text), and the
 * outcome for AddSeveral: the refused picks come off the picker, the others stay.
 */
export function reportRefusedAdd(
  intl: IntlShape,
  errors: readonly BatchAddError[],
  picked: readonly PickerOption[],
): AddOutcome {
  const error = errors.find((candidate) => candidate.refused.length) ?? errors[0];
  if (!error) return false;
  if (!error.refused.length) {
    notify.error(payloadErrorText(intl, error));
    return false;
  }
  notify.error(refusedPicksText(intl, error, picked));
  return { unpick: error.refused.map((pick) => pick.pickedId) };
}
