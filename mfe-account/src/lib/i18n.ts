// The account pages' texts, in this remote's own namespace, loaded with its code (README
// "Languages").
import { defineMessages, sentenceFinder, translateSentence } from '@norsecraft/shared';
import en from '../locales/en/account.json';

export const t = defineMessages('account', {
  en,
  sv: () => import('../locales/sv/account.json'),
});

type Key = keyof typeof en;

/** The account pages' own sentences handed over in English (its form checks'): `said.*`. */
const ownSentence = sentenceFinder(
  en as Record<Key, unknown>,
  (key) => t(key),
  (key) => key.startsWith('said.'),
);

/**
 * A sentence handed to the page in English (a form check's, a shared helper's, a server's), in
 * the page's language: the account catalog's words, else the shared catalog's
 * (`translateSentence`), else the sentence itself (never lost, only untranslated).
 */
export function said(sentence: string): string;
export function said(sentence: string | null): string | null;
export function said(sentence: string | null): string | null {
  if (sentence === null) return null;
  return ownSentence(sentence) ?? translateSentence(sentence);
}
