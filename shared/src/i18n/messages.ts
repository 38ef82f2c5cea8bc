// The i18n runtime (Lingui's core, shared as a federation singleton like React): the page's
// language, each app's messages in a namespace of its own (English loaded with that app's code,
// another language's catalog only on a page in it), and `t` to read them. A page's language
// never changes while it is open (the switch loads the other address), so `t` reads the
// language when called and no provider re-renders anything.
import { i18n, type Messages } from '@lingui/core';
import {
  DEFAULT_LANGUAGE,
  intlLocale,
  isLanguage,
  LANGUAGES,
  PSEUDO_LANGUAGE,
  type Language,
  type PageLanguage,
} from './languages';
import { pseudoMessage } from './pseudo';

/** A translated catalog, loaded when a page in its language needs it: `() => import('…json')`. */
export type CatalogLoader<Key extends string> = () => Promise<{
  default: Partial<Record<Key, unknown>>;
}>;

/**
 * An app's messages: English complete and bundled with the app's code (the default, and the
 * fallback of a missing translation); each other language a JSON file of the same keys, loaded
 * as a chunk of its own only on a page in that language (`loadPageLanguage`). Values are ICU
 * messages, compiled at build time (shared/build/messages-loader.cjs).
 */
export type Catalogs<Key extends string> = { en: Record<Key, unknown> } & Partial<
  Record<Exclude<Language, 'en'>, CatalogLoader<Key>>
>;

export type MessageValues = Record<string, string | number | null | undefined>;
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

interface Namespace {
  en: Record<string, unknown>;
  /** The translated catalogs (`en`, bundled, is never loaded). */
  loaders: Partial<Record<Exclude<Language, 'en'>, CatalogLoader<string>>>;
  /** Each language's load, once; a failed one is forgotten, so the next page tries again. */
  loads: Map<Language, Promise<void>>;
}

interface Runtime {
  language: PageLanguage;
  namespaces: Map<string, Namespace>;
}

// One state for every copy of this module: a package entry that is not a federation singleton
// (`@norsecraft/shared/content-kinds`, bundled into mfe-admin) brings its own copy, whose
// namespaces must load with the page's language like the rest (Lingui's `i18n` is the singleton).
const RUNTIME = Symbol.for('norsecraft.i18n');
const runtime = ((globalThis as unknown as Record<symbol, Runtime | undefined>)[RUNTIME] ??= {
  language: DEFAULT_LANGUAGE,
  namespaces: new Map(),
});
const { namespaces } = runtime;

function loadPseudo(messages: Record<string, unknown>) {
  const pseudo = Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, pseudoMessage(message)]),
  );
  i18n.load(PSEUDO_LANGUAGE, pseudo as Messages);
}

const prefixed = (namespace: string, messages: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [`${namespace}:${key}`, value]),
  );

/** The namespace's catalog of `language`, loaded into the runtime once. */
function loadCatalog(name: string, entry: Namespace, language: PageLanguage): Promise<void> {
  if (!isLanguage(language) || language === 'en') return Promise.resolve();
  const loader = entry.loaders[language];
  if (!loader) return Promise.resolve();
  let load = entry.loads.get(language);
  if (!load) {
    const current = loader().then((catalog) => {
      // Compiled by the build (a JSON catalog's values are its messages' runtime form).
      i18n.load(language, prefixed(name, catalog.default) as Messages);
    });
    current.catch(() => entry.loads.get(language) === current && entry.loads.delete(language));
    entry.loads.set(language, current);
    load = current;
  }
  return load;
}

/**
 * Sets the page's language (the HTML host before each render, the browser once from the
 * address) and starts loading its catalogs; `loadPageLanguage` waits for them.
 */
export function setPageLanguage(language: PageLanguage): void {
  runtime.language = language;
  if (language === PSEUDO_LANGUAGE) {
    for (const entry of namespaces.values()) loadPseudo(entry.en);
  }
  i18n.activate(language);
  // Waited for by loadPageLanguage; a failure is its caller's to report.
  for (const [name, entry] of namespaces) loadCatalog(name, entry, language).catch(() => {});
}

/**
 * Sets the page's language if given, and settles once the catalogs of that language of every
 * namespace defined so far are loaded: before anything renders in it (the boot, the server's
 * render, a lazily loaded page's code, README "Languages"). English is bundled: at once.
 */
export function loadPageLanguage(language?: PageLanguage): Promise<void> {
  if (language !== undefined) setPageLanguage(language);
  const loads = [...namespaces].map(([name, entry]) => loadCatalog(name, entry, runtime.language));
  return Promise.all(loads).then(() => undefined);
}

/** The language of the page being rendered. */
export const currentLanguage = (): PageLanguage => runtime.language;

/** The locale `Intl` formats the current page's dates and numbers in. */
export const currentLocale = (): string => intlLocale(runtime.language);

/**
 * Registers an app's catalogs under its namespace and returns its `t`. A key missing in a
 * language reads the English message (the catalogs test lists such keys). On a page in another
 * language its catalog starts loading at once; `loadPageLanguage` waits for it.
 */
export function defineMessages<Key extends string>(
  namespace: string,
  catalogs: Catalogs<Key>,
): Translate<Key> {
  const en = prefixed(namespace, catalogs.en);
  const known = namespaces.has(namespace);
  for (const language of LANGUAGES) {
    // English stands in for each language's messages until (and where) its catalog has them.
    // Defined again (a fresh copy of an app's server build), the loaded translations stay.
    if (language === 'en' || !known) i18n.load(language, { ...en } as Messages);
  }
  const entry: Namespace = {
    en,
    loaders: catalogs as Namespace['loaders'],
    loads: new Map(),
  };
  namespaces.set(namespace, entry);
  if (runtime.language === PSEUDO_LANGUAGE) loadPseudo(en);
  loadCatalog(namespace, entry, runtime.language).catch(() => {});
  if (!i18n.locale) i18n.activate(runtime.language);
  return (key, values) => i18n._(`${namespace}:${key}`, values);
}
