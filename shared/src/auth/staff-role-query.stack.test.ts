import { createClient } from '@supabase/supabase-js';
import { supabase, supabaseAnonKey } from '../lib/supabase';
import { signInAs, signOut } from '../testing/stack-session';
import type { Database } from '../types/database';
import { getStaffRoles } from './staff-role-query';

afterEach(signOut);

it('reads the seeded admin as admin and a member as nobody, each asking about themselves', async () => {
  const adminId = await signInAs('admin');
  expect(await getStaffRoles(supabase, adminId)).toEqual(['admin']);
  const memberId = await signInAs('member');
  expect(await getStaffRoles(supabase, memberId)).toEqual([]);
  // Row-level security: a member sees no role rows of the admin either.
  expect(await getStaffRoles(supabase, adminId)).toEqual([]);
});

it('throws a DataError with status 0 when no server answers', async () => {
  // A port nothing listens on; supabase-js's own retries off to keep the test short.
  const offline = createClient<Database>('http://127.0.0.1:9', supabaseAnonKey, {
    auth: { persistSession: false },
    db: { retry: false },
  });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  await expect(
    getStaffRoles(offline, '00000000-0000-0000-0000-000000000000'),
  ).rejects.toMatchObject({ name: 'DataError', status: 0 });
});
