// For fetch-module tests against the local stack (`*.stack.test.ts`, jest project integration):
// signs the site's own client in as a seeded account (supabase/seed.sql).
import { supabase } from '../lib/supabase';

const SEEDED = { admin: 'admin@example.com', member: 'member@example.com' } as const;

export async function signInAs(account: keyof typeof SEEDED): Promise<string> {
  const { data, error } = await supabase.auth.signInWithPassword({
    email: SEEDED[account],
    password: 'Password1',
  });
  if (error) throw error;
  return data.user.id;
}

export async function signOut(): Promise<void> {
  await supabase.auth.signOut();
}
