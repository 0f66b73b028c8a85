/**
 * A catalog comes in two parts so the login page downloads only what signed-out pages say (sign-in, the
 * language menu, error texts; not the field errors, which only signed-in forms show): about a tenth of the
 * messages. The rest comes with the signed-in shell.
 * One source file per language stays (add-messages.mjs, the completeness test); the build's catalog plugin
 * and catalogs.ts cut it by these prefixes.
 */
export const SIGN_IN_PREFIXES = ['common', 'document', 'error', 'language', 'languagePrompt', 'login', 'shell'];

export type CatalogPart = 'signIn' | 'console';

export function partOf(id: string): CatalogPart {
  return SIGN_IN_PREFIXES.includes(id.slice(0, id.indexOf('.'))) ? 'signIn' : 'console';
}

export function catalogPart<T>(catalog: Record<string, T>, part: CatalogPart): Record<string, T> {
  return Object.fromEntries(Object.entries(catalog).filter(([id]) => partOf(id) === part));
}
