import { languageCookie, loadSupabase, type Language } from '@norsecraft/shared';

/**
 * Remembers a language the visitor chose: in the cookie (so Accept-Language is not followed
 * again) and, for a member, in their profile (it wins on their next sign-in). A profile that
 * cannot be saved (offline) leaves the cookie's choice: the switch still goes.
 */
export async function saveLanguage(language: Language, userId: string | null): Promise<void> {
  document.cookie = languageCookie(language);
  if (!userId) return;
  try {
    const client = await loadSupabase();
    const { error } = await client.from('profiles').update({ language }).eq('id', userId);
    if (error) console.warn('[shell] the language could not be saved', error.message);
  } catch (error) {
    console.warn('[shell] the language could not be saved', error);
  }
}
