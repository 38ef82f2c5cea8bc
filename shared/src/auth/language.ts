import { currentLanguage } from '../i18n/messages';
import { DEFAULT_LANGUAGE, isLanguage, localizedPath, type Language } from '../i18n/languages';
import type { ClientSource } from './user-details';

/** The page's language, or English on the pseudo-locale's (which is the tests'). */
export function pageLanguage(): Language {
  const language = currentLanguage();
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** An address of the site in the page's language ('/sv/login?next=…' on a Swedish page). */
export const siteAddress = (path: string): string =>
  `${window.location.origin}${localizedPath(path, pageLanguage())}`;

/**
 * A member's language: in their profile (it wins when they sign in) and in their account's user
 * metadata, which the auth e-mails' templates read (`.Data.language`, docs/decisions.md "Auth
 * e-mails in the member's language"). Throws when either write fails.
 */
export function createLanguageSaver(source: Pick<ClientSource, 'load'>) {
  return async function saveLanguage(userId: string, language: Language): Promise<void> {
    const client = await source.load();
    const { error } = await client.from('profiles').update({ language }).eq('id', userId);
    if (error) throw error;
    const { error: metadataError } = await client.auth.updateUser({ data: { language } });
    if (metadataError) throw metadataError;
  };
}
