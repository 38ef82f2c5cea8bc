// For fetch-module tests against the local stack (`*.stack.test.ts`, jest project integration):
// signs the site's own client in as a seeded account (supabase/seed.sql) or a new one.
import { randomUUID } from 'node:crypto';
import { supabase, supabaseUrl } from '../lib/supabase';

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

/**
 * A new confirmed account, signed in; its address. Made with the admin API (GoTrue's POST
 * /admin/users, email_confirm): sign-up waits for the mailed link, which is not what these
 * tests are about.
 */
export async function signInAsNewMember(prefix = 'member'): Promise<string> {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@test.local`;
  const password = `Pw-${randomUUID()}`;
  const serviceKey = process.env.STACK_SERVICE_ROLE_KEY ?? '';
  const created = await fetch(`${supabaseUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: serviceKey,
      authorization: `Bearer ${serviceKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  if (!created.ok) throw new Error(`creating ${email} failed: ${created.status}`);
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return email;
}

export async function signOut(): Promise<void> {
  await supabase.auth.signOut();
}
