// Every app's message catalogs (`<app>/src/locales/<language>/<name>.json`): the keys a language
// lacks (listed, so a forgotten translation names itself), placeholders and rich-text tags that
// differ from English, and messages that are no valid ICU.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from './languages';

const root = path.resolve(__dirname, '../../..');

/** Every catalog by its English file: `<app>/src/locales/en/<name>.json`. */
const catalogs = readdirSync(root)
  .map((dir) => path.join(root, dir, 'src/locales/en'))
  .filter((dir) => existsSync(dir))
  .flatMap((dir) => readdirSync(dir).map((file) => path.join(dir, file)));

/** The catalog of `language` beside an English one (null when the language has none). */
function read(english: string, language: string): Record<string, string> | null {
  const file = path.join(path.dirname(english), '..', language, path.basename(english));
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
    : null;
}

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
  const apps = new Set(catalogs.map((file) => path.relative(root, file).split(path.sep)[0]));
  expect([...apps]).toEqual(
    expect.arrayContaining(['shared', 'shell', 'mfe-info', 'mfe-games', 'mfe-admin']),
  );
});

describe.each(catalogs.map((file) => [path.relative(root, file), file]))('%s', (_name, file) => {
  const en = read(file, 'en')!;

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'has every English key in %s, and no other',
    (language) => {
      const other = read(file, language) ?? {};
      expect(Object.keys(en).filter((key) => !(key in other))).toEqual([]);
      expect(Object.keys(other).filter((key) => !(key in en))).toEqual([]);
    },
  );

  it.each(LANGUAGES)('%s: every message is valid ICU with the English placeholders', (language) => {
    const catalog = read(file, language) ?? {};
    const differing = Object.entries(catalog).filter(
      ([key, message]) =>
        JSON.stringify(placeholders(message)) !== JSON.stringify(placeholders(en[key] ?? '')) ||
        JSON.stringify(tags(message)) !== JSON.stringify(tags(en[key] ?? '')),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });
});
