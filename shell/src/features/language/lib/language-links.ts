import {
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  localizedPath,
  type Language,
  type PageLanguage,
} from '@norsecraft/shared';

export interface LanguageLink {
  language: Language;
  /** The language named in itself ('Svenska'). */
  name: string;
  /** The same page in that language: path, query and fragment kept. */
  href: string;
}

/**
 * The links of the language switch: the current page (`to`, its address without the language
 * prefix) in each language other than the page's.
 */
export function languageLinks(to: string, pageLanguage: PageLanguage): LanguageLink[] {
  return LANGUAGES.filter((language) => language !== pageLanguage).map((language) => ({
    language,
    name: LANGUAGE_NAMES[language],
    href: localizedPath(to, language),
  }));
}

/**
 * Where a signed-in member whose profile names a language goes: the same page in that language,
 * or null when the page is in it already (or they chose none, or the page is the pseudo-locale,
 * which is the tests').
 */
export function savedLanguageTarget(
  saved: string | null | undefined,
  pageLanguage: PageLanguage,
  to: string,
): string | null {
  if (!isLanguage(saved) || saved === pageLanguage || !isLanguage(pageLanguage)) return null;
  return localizedPath(to, saved);
}
