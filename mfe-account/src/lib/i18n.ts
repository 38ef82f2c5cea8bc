// The account pages' texts, in this remote's own namespace, loaded with its code (README
// "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from '../locales/en/account.json';
import sv from '../locales/sv/account.json';

export const t = defineMessages('account', { en, sv });

type Key = keyof typeof en;

/**
 * A plain message's text: the JSON's string, or, once the build has compiled the catalog, its
 * one text part (a message without placeholders compiles to `["text"]`).
 */
const plain = (message: unknown): string | null =>
  typeof message === 'string'
    ? message
    : Array.isArray(message) && message.every((part) => typeof part === 'string')
      ? message.join('')
      : null;

/**
 * The catalog's key of each sentence the pages are handed in English (the form checks', the
 * shared helpers' and the servers' words, `said.*` in the catalog): one source, the English text.
 */
const SAID = new Map(
  (Object.entries(en) as [Key, unknown][])
    .filter(([key]) => key.startsWith('said.'))
    .map(([key, message]) => [plain(message), key]),
);

/**
 * A sentence handed to the page in English, in the page's language: the catalog's words for a
 * known one, the sentence itself otherwise (never lost, only untranslated).
 */
export function said(sentence: string): string;
export function said(sentence: string | null): string | null;
export function said(sentence: string | null): string | null {
  if (sentence === null) return null;
  const key = SAID.get(sentence);
  return key ? t(key) : sentence;
}
