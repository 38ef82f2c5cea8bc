// The i18n runtime (Lingui's core, shared as a federation singleton like React): the page's
// language, each app's messages in a namespace of its own, loaded with that app's code, and `t`
// to read them. A page's language never changes while it is open (the switch loads the other
// address), so `t` reads the language when called and no provider re-renders anything.
import { i18n, type Messages } from '@lingui/core';
import {
  DEFAULT_LANGUAGE,
  intlLocale,
  LANGUAGES,
  PSEUDO_LANGUAGE,
  type Language,
  type PageLanguage,
} from './languages';
import { pseudoMessage } from './pseudo';

/**
 * An app's messages: English complete (the default, and the fallback of a missing translation),
 * each other language a JSON file of the same keys. Values are ICU messages, compiled at build
 * time (shared/build/messages-loader.cjs).
 */
export type Catalogs<Key extends string> = { en: Record<Key, unknown> } & Partial<
  Record<Exclude<Language, 'en'>, Partial<Record<Key, unknown>>>
>;

export type MessageValues = Record<string, string | number | null | undefined>;
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

let pageLanguage: PageLanguage = DEFAULT_LANGUAGE;
const english = new Map<string, Record<string, unknown>>();

function loadPseudo(messages: Record<string, unknown>) {
  const pseudo = Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, pseudoMessage(message)]),
  );
  i18n.load(PSEUDO_LANGUAGE, pseudo as Messages);
}

/**
 * Sets the page's language: the browser once before the first render (from the address), the
 * HTML host before each render.
 */
export function setPageLanguage(language: PageLanguage): void {
  pageLanguage = language;
  if (language === PSEUDO_LANGUAGE) {
    for (const messages of english.values()) loadPseudo(messages);
  }
  i18n.activate(language);
}

/** The language of the page being rendered. */
export const currentLanguage = (): PageLanguage => pageLanguage;

/** The locale `Intl` formats the current page's dates and numbers in. */
export const currentLocale = (): string => intlLocale(pageLanguage);

const prefixed = (namespace: string, messages: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [`${namespace}:${key}`, value]),
  );

/**
 * Registers an app's catalogs under its namespace and returns its `t`. A key missing in a
 * language reads the English message (the catalogs test lists such keys).
 */
export function defineMessages<Key extends string>(
  namespace: string,
  catalogs: Catalogs<Key>,
): Translate<Key> {
  const en = prefixed(namespace, catalogs.en);
  for (const language of LANGUAGES) {
    const own = catalogs[language as Exclude<Language, 'en'>];
    const messages = language === 'en' ? en : { ...en, ...prefixed(namespace, own ?? {}) };
    // Compiled by the build (a JSON catalog's values are its messages' runtime form).
    i18n.load(language, messages as Messages);
  }
  english.set(namespace, en);
  if (pageLanguage === PSEUDO_LANGUAGE) loadPseudo(en);
  if (!i18n.locale) i18n.activate(pageLanguage);
  return (key, values) => i18n._(`${namespace}:${key}`, values);
}
