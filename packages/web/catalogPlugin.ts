import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { catalogPart, type CatalogPart } from './src/i18n/catalogParts';

const PREFIX = 'virtual:vakt-catalog/';
const RESOLVED = '\0vakt-catalog:';

/**
 * `import('virtual:vakt-catalog/en/signIn')`: one part (src/i18n/catalogParts.ts) of one language's
 * catalog, cut from src/i18n/<language>.json, so the login page downloads only what signed-out pages say.
 * With `precompile` (the build) the messages are compiled to ICU syntax trees, so the browser needs no
 * message parser (react-intl's no-parser build, about 8 KB gzip less on every page); tests and the dev
 * server keep the plain strings.
 */
export function messageCatalogs({ precompile }: { precompile: boolean }): Plugin {
  const i18nDir = join(import.meta.dirname, 'src', 'i18n');
  const parserPath = createRequire(createRequire(import.meta.url).resolve('react-intl')).resolve(
    '@formatjs/icu-messageformat-parser',
  );
  return {
    name: 'vakt-message-catalogs',
    enforce: 'pre',
    resolveId(source) {
      return source.startsWith(PREFIX) ? RESOLVED + source.slice(PREFIX.length) : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const match = /^([a-z]{2})\/(signIn|console)$/.exec(id.slice(RESOLVED.length));
      if (!match) throw new Error(`unknown message catalog ${id.slice(RESOLVED.length)}`);
      const file = join(i18nDir, `${match[1]}.json`);
      this.addWatchFile(file);
      const messages = catalogPart(
        JSON.parse(await readFile(file, 'utf8')) as Record<string, string>,
        match[2] as CatalogPart,
      );
      if (!precompile) return `export default ${JSON.stringify(messages)};`;
      const { parse } = (await import(pathToFileURL(parserPath).href)) as { parse: (message: string) => unknown };
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      // JSON.parse of one string literal parses faster than the same object as JavaScript
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
