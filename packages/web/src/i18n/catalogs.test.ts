import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog, type Catalog } from './catalogs';
import { languages, type Language } from './language';

const catalogs = {} as Record<Language, Catalog>;
const keys = (language: string) => Object.keys(catalogs[language as Language]).sort();

describe('message catalogs', () => {
  beforeAll(async () => {
    for (const language of languages) catalogs[language] = await loadCatalog(language);
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

  it('contains every literal message id used in the source', () => {
    const ids = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.name === '__generated__') continue;
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
          const source = readFileSync(path, 'utf8');
          for (const match of source.matchAll(/(?:\bid: |\bt\()'([a-zA-Z][\w.]*\.[\w.]+)'/g)) ids.add(match[1]);
        }
      }
    };
    walk(join(__dirname, '..'));
    const missing = [...ids].filter((id) => !(id in catalogs.en));
    expect(missing).toEqual([]);
  });
});
