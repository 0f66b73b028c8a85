#!/usr/bin/env node
// Adds or replaces messages in the three catalogs at once, so no language is forgotten:
//   node packages/web/scripts/add-messages.mjs messages.json
// where messages.json is { "users.form.email": { "en": "E-mail", "sv": "E-post", "es": "Correo electrónico" }, ... }.
// A new key goes after the last key sharing its prefix (the text before its last dot), else at the end.
// Each catalog is read and written in one step, so helpers adding keys at the same time do not lose each other's.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'i18n');
const messages = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const languages = ['en', 'sv', 'es'];

for (const [key, texts] of Object.entries(messages)) {
  for (const language of languages) {
    if (typeof texts[language] !== 'string' || !texts[language].trim()) {
      console.error(`${key}: missing ${language} text`);
      process.exit(1);
    }
  }
}

for (const language of languages) {
  const file = join(dir, `${language}.json`);
  const lines = readFileSync(file, 'utf8').split('\n');
  for (const [key, texts] of Object.entries(messages)) {
    const entry = `  ${JSON.stringify(key)}: ${JSON.stringify(texts[language])},`;
    const existing = lines.findIndex((line) => line.startsWith(`  ${JSON.stringify(key)}:`));
    if (existing >= 0) {
      lines[existing] = entry;
      continue;
    }
    const prefix = key.includes('.') ? key.slice(0, key.lastIndexOf('.') + 1) : key;
    let at = -1;
    lines.forEach((line, i) => {
      if (line.startsWith(`  "${prefix}`)) at = i;
    });
    if (at < 0) {
      // After the last entry, as a group of its own.
      at = lines.findLastIndex((line) => line.startsWith('  "'));
      lines.splice(at + 1, 0, '', entry);
    } else lines.splice(at + 1, 0, entry);
  }
  // One blank line at most between groups (Prettier's rule), wherever the entries went.
  for (let i = lines.length - 1; i > 0; i--) if (lines[i] === '' && lines[i - 1] === '') lines.splice(i, 1);
  // JSON: no comma after the last entry.
  const last = lines.findLastIndex((line) => line.startsWith('  "'));
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].startsWith('  "') && i !== last && !lines[i].endsWith(',')) lines[i] += ',';
  }
  lines[last] = lines[last].replace(/,$/, '');
  const text = lines.join('\n');
  JSON.parse(text);
  writeFileSync(file, text);
}
console.log(`added ${Object.keys(messages).length} messages to ${languages.join(', ')}`);
