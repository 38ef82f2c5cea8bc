import { supabase, unwrap, type Profile } from '@norsecraft/shared';

/** The signed-in user's own profile row; changing it (settings, avatar) invalidates this. */
export const ownProfileKey = (userId: string) => ['own-profile', userId] as const;

/**
 * The user's own row, read from the database rather than the session atom so the page shows
 * what is stored now (and can report a failed load). A missing row counts as a failure: the
 * sign-up trigger and the shared auth code both create it.
 */
export async function getOwnProfile(userId: string): Promise<Profile> {
  return unwrap(await supabase.from('profiles').select('*').eq('id', userId).single());
}
