import { createClient } from '@supabase/supabase-js';
import { supabase, supabaseAnonKey } from '../lib/supabase';
import { signInAs, signOut } from '../testing/stack-session';
import type { Database } from '../types/database';
import { getIsAdmin } from './admin-role';

afterEach(signOut);

it('is true for the seeded admin and false for a member, each asking about themselves', async () => {
  const adminId = await signInAs('admin');
  expect(await getIsAdmin(supabase, adminId)).toBe(true);
  const memberId = await signInAs('member');
  expect(await getIsAdmin(supabase, memberId)).toBe(false);
  // Row-level security: a member sees no role rows of the admin either.
  expect(await getIsAdmin(supabase, adminId)).toBe(false);
});

it('throws a DataError with status 0 when no server answers', async () => {
  // A port nothing listens on; supabase-js's own retries off to keep the test short.
  const offline = createClient<Database>('http://127.0.0.1:9', supabaseAnonKey, {
    auth: { persistSession: false },
    db: { retry: false },
  });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  await expect(getIsAdmin(offline, '00000000-0000-0000-0000-000000000000')).rejects.toMatchObject({
    name: 'DataError',
    status: 0,
  });
});
