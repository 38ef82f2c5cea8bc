// Content rows in the page's language (issue 40): a Swedish page reads the Swedish rows, and
// where staff have written none yet, the English ones, marked as untranslated.
import styled from 'styled-components';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages';
import { currentLanguage } from '../i18n/messages';
import { t } from '../i18n/shared-messages';

/** The language of the content a page reads: its own; English for the pseudo-locale. */
export function contentLanguage(): Language {
  const language = currentLanguage();
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

const found = (value: unknown): boolean =>
  Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined;

/**
 * Reads content in the page's language (`read(lang)`), and the English when there is none in
 * it. The rows carry their `lang`, so the page can say which are untranslated (Untranslated).
 */
export async function readInContentLanguage<T>(
  read: (lang: Language) => Promise<T>,
  isFound: (value: T) => boolean = found,
): Promise<T> {
  const language = contentLanguage();
  const own = await read(language);
  if (language === DEFAULT_LANGUAGE || isFound(own)) return own;
  return read(DEFAULT_LANGUAGE);
}

/** Whether content in `lang` is shown on a page of another language. */
export const isUntranslated = (lang: string | null | undefined): boolean =>
  Boolean(lang) && lang !== contentLanguage();

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  font-style: italic;
`;

/** Says that the content below is shown in English on a page of another language. */
export function UntranslatedNote({ lang }: { lang: string | null | undefined }) {
  if (!isUntranslated(lang)) return null;
  return <Note data-untranslated={lang}>{t('content.untranslated')}</Note>;
}
