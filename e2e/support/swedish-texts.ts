import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/apps.mjs';

/**
 * An app's Swedish texts, its catalogs in one (`<app>/src/locales/sv/*.json`, or the `files`
 * named, where two catalogs use the same key): the text of a key, so a spec expects the
 * catalogs' own words.
 */
export function swedishTexts(app: string, files?: string[]): (key: string) => string {
  const dir = path.join(repoRoot, app, 'src/locales/sv');
  const texts = Object.assign(
    {},
    ...(files ?? readdirSync(dir)).map((file) =>
      JSON.parse(readFileSync(path.join(dir, file), 'utf8')),
    ),
  ) as Record<string, string>;
  return (key) => {
    const text = texts[key];
    if (text === undefined) throw new Error(`${app} has no Swedish text ${key}`);
    return text;
  };
}
