// For fetch-module tests against the local stack (`*.stack.test.ts`, jest project integration):
// signs the site's own client in as a seeded account (supabase/seed.sql).
import { supabase } from '../lib/supabase';

const SEEDED = {
  admin: 'admin@example.com',
  member: 'member@example.com',
  editor: 'editor@example.com',
  moderator: 'moderator@example.com',
} as const;

/** A seeded account by its name, or any account by its e-mail and password. */
export async function signInAs(
  account: keyof typeof SEEDED | { email: string; password: string },
): Promise<string> {
  const { data, error } = await supabase.auth.signInWithPassword(
    typeof account === 'string' ? { email: SEEDED[account], password: 'Password1' } : account,
  );
  if (error) throw error;
  return data.user.id;
}

export async function signOut(): Promise<void> {
  await supabase.auth.signOut();
}
