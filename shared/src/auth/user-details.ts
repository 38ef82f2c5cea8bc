// What the site knows of a signed-in user beyond the session: their profile (made on first
// sign-in) and the staff roles they hold, loaded once per user at a time.
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { isUnreachable } from '../data/data-error';
import type { Database, Profile } from '../types/database';
import { defaultProfile } from './profile';
import { getStaffRoles } from './staff-role-query';
import type { StaffRole } from './staff-roles';

/** Where the auth service gets the Supabase client (loaded on demand: lib/supabase.ts). */
export interface ClientSource {
  /** Loads the client (once) and gives it. */
  load(): Promise<SupabaseClient<Database>>;
  /** Resolves once something has loaded the client; never loads it. */
  loaded(): Promise<SupabaseClient<Database>>;
}

export interface UserDetails {
  profile: Profile | null;
  /** null when the server could not be reached: the roles are then unknown, not refused. */
  roles: readonly StaffRole[] | null;
}

export function createDetailsLoader(source: ClientSource) {
  /** One profile+role load per user at a time: sign-in and its SIGNED_IN event would race. */
  const inflight = new Map<string, Promise<UserDetails>>();

  async function selectProfile(id: string): Promise<Profile | null> {
    const client = await source.load();
    const { data, error } = await client.from('profiles').select('*').eq('id', id).maybeSingle();
    if (error) throw error;
    return data;
  }

  async function loadProfile(user: User): Promise<Profile | null> {
    try {
      const existing = await selectProfile(user.id);
      if (existing) return existing;
      const client = await source.load();
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
  }

  async function loadRoles(userId: string): Promise<readonly StaffRole[] | null> {
    try {
      const client = await source.load();
      return await getStaffRoles(client, userId);
    } catch (error) {
      console.error('Failed to check the staff roles', error);
      return isUnreachable(error) ? null : [];
    }
  }

  return function loadDetails(user: User): Promise<UserDetails> {
    let pending = inflight.get(user.id);
    if (!pending) {
      pending = Promise.all([loadProfile(user), loadRoles(user.id)]).then(([profile, roles]) => ({
        profile,
        roles,
      }));
      inflight.set(user.id, pending);
      void pending.finally(() => inflight.delete(user.id));
    }
    return pending;
  };
}
