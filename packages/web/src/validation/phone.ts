// The platform's one phone rule (docs/rest-contract.md "Phone numbers", packages/platform/src/validation/phone.ts),
// checked by every form and the user import before the platform checks it again.

/** `+`, then 6 to 15 digits, the first not 0, with a single space or dash between digits. */
const PHONE = /^\+[1-9](?:[ -]?[0-9]){5,14}$/;

export const isPhone = (value: string) => PHONE.test(value.trim());

/**
 * `INVALID_PHONE` for a phone that breaks the rule, else null; empty is no phone. `saved`: the value the
 * record holds, accepted while unchanged (the platform keeps a number saved under an earlier rule).
 */
export function phoneError(value: string, saved?: string | null): 'INVALID_PHONE' | null {
  const phone = value.trim();
  if (!phone || isPhone(phone)) return null;
  return saved != null && saved.trim() === phone ? null : 'INVALID_PHONE';
}
