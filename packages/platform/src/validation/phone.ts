/**
 * The one phone rule of the platform (docs/rest-contract.md "Phone numbers"): every phone a user, a client
 * (contact and alarm central) or an organization holds, typed in a form or imported, is an international
 * number: `+`, then 6 to 15 digits, the first not 0 (a country code), with single spaces or dashes
 * between digits ("+46 70 123 45 67", "+46-8-123 456 00"). It is stored as typed, trimmed.
 */
const PHONE = /^\+[1-9](?:[ -]?[0-9]){5,14}$/;

export const isPhone = (value: string) => PHONE.test(value.trim());

/**
 * `INVALID_PHONE` for a phone that breaks the rule, else null; empty is no phone. `stored`: the value the
 * record holds now. It is accepted while unchanged, so a number saved under an earlier, looser rule never
 * blocks a save of other fields; a new or changed number must follow the rule.
 */
export function phoneError(value: string | null | undefined, stored?: string | null): 'INVALID_PHONE' | null {
  const phone = value?.trim() ?? '';
  if (!phone || isPhone(phone)) return null;
  return stored != null && stored.trim() === phone ? null : 'INVALID_PHONE';
}
