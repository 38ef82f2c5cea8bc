import { supabase, type Profile } from '@norsecraft/shared';

/**
 * The signed-in user's own row, read fresh rather than from the session atom so the page shows
 * what is stored now (and can report a failed load). A missing row counts as a failure: the
 * sign-up trigger and the shared auth code both create it.
 */
export async function fetchProfile(userId: string): Promise<Profile> {
  const { data, error } = await supabase.from('profiles').select('*').eq('id', userId).single();
  if (error || !data) throw error ?? new Error('Profile not found');
  return data as Profile;
}
