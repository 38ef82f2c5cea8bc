import {
  languageCookie,
  saveLanguage as saveMemberLanguage,
  type Language,
} from '@norsecraft/shared';

/**
 * Remembers a language the visitor chose: in the cookie (so Accept-Language is not followed
 * again) and, for a member, in their profile and account (shared `saveLanguage`: it wins on their
 * next sign-in and their e-mails follow it). A profile that cannot be saved (offline) leaves the
 * cookie's choice: the switch still goes.
 */
export async function saveLanguage(language: Language, userId: string | null): Promise<void> {
  document.cookie = languageCookie(language);
  if (!userId) return;
  try {
    await saveMemberLanguage(userId, language);
  } catch (error) {
    console.warn('[shell] the language could not be saved', error);
  }
}
