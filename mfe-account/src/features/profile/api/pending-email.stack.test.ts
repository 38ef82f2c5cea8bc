import { randomUUID } from 'node:crypto';
import { supabase } from '@norsecraft/shared';
import { signOut } from '@norsecraft/shared/testing/stack';
import { getPendingEmail } from './pending-email';

afterEach(signOut);

it('is null without a change, then the new address until the change is confirmed', async () => {
  const email = `pending-${randomUUID().slice(0, 8)}@test.local`;
  const signedUp = await supabase.auth.signUp({ email, password: 'Pending-1-probe' });
  expect(signedUp.error).toBeNull();
  expect(await getPendingEmail()).toBeNull();
  const newEmail = `moved-${randomUUID().slice(0, 8)}@test.local`;
  expect((await supabase.auth.updateUser({ email: newEmail })).error).toBeNull();
  expect(await getPendingEmail()).toBe(newEmail);
});

it('fails when nobody is signed in', async () => {
  await expect(getPendingEmail()).rejects.toThrow();
});
