// Every app's message catalogs (`<app>/src/locales/<language>.json`): the keys a language lacks
// (listed, so a forgotten translation names itself), placeholders that differ from English, and
// messages that are no valid ICU.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from './languages';

const root = path.resolve(__dirname, '../../..');

/** The folders holding catalogs: each app's src/locales. */
const catalogDirs = readdirSync(root)
  .map((dir) => path.join(root, dir, 'src/locales'))
  .filter((dir) => existsSync(path.join(dir, 'en.json')));

const read = (dir: string, language: string): Record<string, string> | null => {
  const file = path.join(dir, `${language}.json`);
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
    : null;
};

/** The placeholder names of an ICU message ('{count, plural, …}' → count). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , forms] = token as [string, string?, Record<string, unknown>?];
      names.add(name);
      if (forms && typeof forms === 'object') Object.values(forms).forEach(walk);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

/** Rich-text tags of a message ('<mail>…</mail>' → mail). */
const tags = (message: string) => [...message.matchAll(/<([a-z]+)>/gi)].map((m) => m[1]).sort();

it('finds the catalogs of the translated apps', () => {
  const apps = catalogDirs.map((dir) => path.relative(root, dir).split(path.sep)[0]);
  expect(apps).toEqual(expect.arrayContaining(['shared', 'shell', 'mfe-info', 'mfe-games']));
});

describe.each(catalogDirs.map((dir) => [path.relative(root, dir), dir]))('%s', (_name, dir) => {
  const en = read(dir, 'en')!;

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'has every English key in %s, and no other',
    (language) => {
      const other = read(dir, language) ?? {};
      expect(Object.keys(en).filter((key) => !(key in other))).toEqual([]);
      expect(Object.keys(other).filter((key) => !(key in en))).toEqual([]);
    },
  );

  it.each(LANGUAGES)('%s: every message is valid ICU with the English placeholders', (language) => {
    const catalog = read(dir, language) ?? {};
    const differing = Object.entries(catalog).filter(
      ([key, message]) =>
        JSON.stringify(placeholders(message)) !== JSON.stringify(placeholders(en[key] ?? '')) ||
        JSON.stringify(tags(message)) !== JSON.stringify(tags(en[key] ?? '')),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });
});
