import type { SupabaseClient, User } from '@supabase/supabase-js';
import type { Database, Profile } from '../types/database';
import { defaultProfile } from './profile';

/** The signed-in member's profile: read, or made with the defaults on the first sign-in. */
export function profileLoader(load: () => Promise<SupabaseClient<Database>>) {
  async function selectProfile(id: string): Promise<Profile | null> {
    const client = await load();
    const { data, error } = await client.from('profiles').select('*').eq('id', id).maybeSingle();
    if (error) throw error;
    return data;
  }

  return async function loadProfile(user: User): Promise<Profile | null> {
    try {
      const existing = await selectProfile(user.id);
      if (existing) return existing;
      const client = await load();
      const { data, error } = await client
        .from('profiles')
        .insert(defaultProfile(user.id, user.email))
        .select()
        .single();
      // Another tab may have created it in between: read it again rather than fail.
      if (error) return await selectProfile(user.id);
      return data;
    } catch (error) {
      console.error('Failed to load profile', error);
      return null;
    }
  };
}
