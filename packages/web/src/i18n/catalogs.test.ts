import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { partOf } from './catalogParts';
import { loadCatalog, type Catalog } from './catalogs';
import { languages, type Language } from './language';

const catalogs = {} as Record<Language, Catalog>;
const keys = (language: string) => Object.keys(catalogs[language as Language]).sort();

describe('message catalogs', () => {
  beforeAll(async () => {
    for (const language of languages)
      catalogs[language] = { ...(await loadCatalog(language, 'signIn')), ...(await loadCatalog(language, 'console')) };
  });

  it.each(languages.filter((language) => language !== 'en'))('%s has exactly the keys of en', (language) => {
    expect(keys(language)).toEqual(keys('en'));
  });

  it('has no empty message', () => {
    for (const language of languages) {
      for (const [key, value] of Object.entries(catalogs[language]))
        expect(value.trim(), `${language}:${key}`).not.toBe('');
    }
  });

  it('has only messages the ICU parser accepts (the build compiles them; a bare <word> is an unclosed tag)', () => {
    const require = createRequire(createRequire(import.meta.url).resolve('react-intl'));
    const { parse } = require('@formatjs/icu-messageformat-parser') as { parse: (message: string) => unknown };
    const refused: string[] = [];
    for (const language of languages) {
      for (const [key, value] of Object.entries(catalogs[language])) {
        try {
          parse(value);
        } catch (error) {
          refused.push(`${language}:${key}: ${(error as Error).message}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });

  it('contains every literal message id used in the source', () => {
    const missing = [...literalIds(join(__dirname, '..'))].filter((id) => !(id in catalogs.en));
    expect(missing).toEqual([]);
  });

  it('splits in two parts, the sign-in part holding every message the signed-out pages use', async () => {
    const signIn = await loadCatalog('sv', 'signIn');
    const rest = await loadCatalog('sv', 'console');
    expect(Object.keys(signIn).length + Object.keys(rest).length).toBe(Object.keys(catalogs.sv).length);
    expect(Object.keys(signIn).every((id) => partOf(id) === 'signIn')).toBe(true);
    // the login page and what it renders before sign-in: the screen, the language menu, errors, the title
    const src = join(__dirname, '..');
    const signedOut = [
      join(src, 'screens', 'login'),
      join(src, 'shell', 'LanguageMenu.tsx'),
      join(src, 'shell', 'LanguageMenuPopup.tsx'),
      join(src, 'shell', 'Logo.tsx'),
      join(src, 'shell', 'PageFallback.tsx'),
      join(src, 'shell', 'AppRoot.tsx'),
      join(src, 'i18n', 'errorMessage.ts'),
    ];
    const used = signedOut.flatMap((path) => [...literalIds(path)]);
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((id) => !(id in signIn))).toEqual([]);
    // field errors are the signed-in forms' (ui/form.tsx): the login page never shows one
    expect(Object.keys(signIn).some((id) => id.startsWith('fieldError.'))).toBe(false);
    // and the sign-in part stays a small share of the catalog
    expect(Object.keys(signIn).length).toBeLessThan(Object.keys(catalogs.sv).length / 5);
  });
});

/** Message ids written as literals (`id: 'x.y'`, `t('x.y')`) in a file or the files under a folder. */
function literalIds(path: string): Set<string> {
  const ids = new Set<string>();
  const visit = (file: string) => {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:\bid: |\bt\()'([a-zA-Z][\w.]*\.[\w.]+)'/g)) ids.add(match[1]!);
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === '__generated__') continue;
      const child = join(dir, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) visit(child);
    }
  };
  if (/\.tsx?$/.test(path)) visit(path);
  else walk(path);
  return ids;
}
