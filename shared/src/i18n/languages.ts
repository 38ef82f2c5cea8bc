// The site's languages and how a page's address carries one (README "Languages"). Plain functions
// without the i18n runtime: the HTML host uses them too. English is the default and has no prefix
// (`/rules`); every other language lives under its code (`/sv/rules`, docs/decisions.md).
import { pseudoText } from './pseudo';

export const LANGUAGES = ['en', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The pseudo-locale: the English texts accented and lengthened, at `/en-xa/...`. Never linked nor
 * listed; the e2e sweep opens it to find text that does not pass through the library.
 */
export const PSEUDO_LANGUAGE = 'en-XA';
export type PageLanguage = Language | typeof PSEUDO_LANGUAGE;

/** Each language named in itself, for the language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sv: 'Svenska' };

/** The cookie remembering the visitor's language: once set, Accept-Language is not followed. */
export const LANGUAGE_COOKIE = 'nc_lang';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const PREFIXES: Record<PageLanguage, string> = { en: '', sv: '/sv', 'en-XA': '/en-xa' };

/** The locale `Intl` formats a page's dates and numbers in. */
const INTL_LOCALES: Record<PageLanguage, string> = { en: 'en-US', sv: 'sv-SE', 'en-XA': 'en-US' };

export const intlLocale = (language: PageLanguage): string => INTL_LOCALES[language];

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/** The router's basename of a page language: '' for English, '/sv' for Swedish. */
export const languageBase = (language: PageLanguage): string => PREFIXES[language];

/**
 * A page's language and its address without the prefix: '/sv/rules' → sv and '/rules', '/sv' →
 * sv and '/', '/rules' → en and '/rules'. Only a whole first segment counts ('/svea' is English).
 */
export function splitLanguagePath(pathname: string): { language: PageLanguage; path: string } {
  for (const language of [...LANGUAGES, PSEUDO_LANGUAGE] as const) {
    const prefix = PREFIXES[language];
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}/`) return { language, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) {
      return { language, path: pathname.slice(prefix.length) };
    }
  }
  return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
}

/** The address of a page (unprefixed, '/rules?x=1') in a language: '/sv/rules?x=1', '/sv'. */
export function localizedPath(path: string, language: PageLanguage): string {
  const prefix = PREFIXES[language];
  if (!prefix) return path;
  return path === '/' || path.startsWith('/?') || path.startsWith('/#')
    ? `${prefix}${path.slice(1)}`
    : `${prefix}${path}`;
}

/** The `Set-Cookie` / `document.cookie` value remembering a language. */
export const languageCookie = (language: Language): string =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;

/** The remembered language in a Cookie header or `document.cookie`, if any. */
export function cookieLanguage(cookieHeader: string | undefined): Language | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/**
 * The site language an Accept-Language header prefers ('sv-SE,sv;q=0.9,en;q=0.8' → sv), by
 * quality then order; null when it names none of the site's.
 */
export function preferredLanguage(header: string | undefined): Language | null {
  let best: { language: Language; quality: number } | null = null;
  for (const part of (header ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    if (!isLanguage(primary) || !(quality > 0)) continue;
    if (!best || quality > best.quality) best = { language: primary, quality };
  }
  return best?.language ?? null;
}

/** Link-preview fetchers and search engines: they get the address asked for, never a redirect. */
const CRAWLER = /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|whatsapp|telegram/i;

export interface FirstVisit {
  /** The request's path with its query ('/rules?x=1'). */
  url: string;
  acceptLanguage?: string;
  cookie?: string;
  userAgent?: string;
  /** The Sec-Fetch-Site header: 'same-origin' is a link inside the site, not a first visit. */
  fetchSite?: string;
}

/**
 * Where a first visit goes: the visitor's Accept-Language, followed once. Null (stay) when the
 * language is remembered (the cookie, set with the redirect and by the language switch), for
 * crawlers, for a link inside the site, on an address that names its language (`/sv/...`) and
 * when the browser prefers English or none of the site's languages.
 */
export function firstVisitRedirect(visit: FirstVisit): string | null {
  if (cookieLanguage(visit.cookie)) return null;
  if (CRAWLER.test(visit.userAgent ?? '')) return null;
  if (visit.fetchSite === 'same-origin') return null;
  const { language } = splitLanguagePath(visit.url.split(/[?#]/, 1)[0] ?? '/');
  if (language !== DEFAULT_LANGUAGE) return null;
  const preferred = preferredLanguage(visit.acceptLanguage);
  if (!preferred || preferred === DEFAULT_LANGUAGE) return null;
  return localizedPath(visit.url, preferred);
}

/** A page's title and nav label in the languages other than English. */
export type PageTranslations = Partial<Record<Language, { title?: string; navLabel?: string }>>;

interface TranslatablePage {
  path: string;
  title?: string;
  previewLabel?: string;
  nav?: { label: string };
  translations?: PageTranslations;
}

/**
 * A page manifest entry as a language shows it: its title and nav label in that language, and its
 * preview label the translated title in capitals ('NORSECRAFT | REGLER').
 */
export function localizedPage<Page extends TranslatablePage>(
  page: Page,
  language: PageLanguage,
): Page {
  if (language === PSEUDO_LANGUAGE) {
    return {
      ...page,
      ...(page.title ? { title: pseudoText(page.title) } : {}),
      ...(page.nav ? { nav: { ...page.nav, label: pseudoText(page.nav.label) } } : {}),
    };
  }
  const own = isLanguage(language) ? page.translations?.[language] : undefined;
  if (!own) return page;
  return {
    ...page,
    ...(own.title && page.title ? { title: own.title } : {}),
    ...(own.title && page.previewLabel
      ? { previewLabel: own.title.toLocaleUpperCase(intlLocale(language)) }
      : {}),
    ...(own.navLabel && page.nav ? { nav: { ...page.nav, label: own.navLabel } } : {}),
  };
}

/**
 * A remote's pages with their translations from its catalogs (`src/pages.ts`): a catalog's
 * `pages.<path>.title` and `pages.<path>.nav` texts. English stays in the manifest itself.
 */
export function translatePages<Page extends TranslatablePage>(
  pages: readonly Page[],
  catalogs: Partial<Record<Language, Record<string, string>>>,
): (Page & { translations?: PageTranslations })[] {
  return pages.map((page) => {
    const translations: PageTranslations = {};
    for (const [language, catalog] of Object.entries(catalogs) as [
      Language,
      Record<string, string>,
    ][]) {
      const title = catalog[`pages.${page.path}.title`];
      const navLabel = catalog[`pages.${page.path}.nav`];
      if (title || navLabel) {
        translations[language] = { ...(title ? { title } : {}), ...(navLabel ? { navLabel } : {}) };
      }
    }
    return Object.keys(translations).length ? { ...page, translations } : page;
  });
}
