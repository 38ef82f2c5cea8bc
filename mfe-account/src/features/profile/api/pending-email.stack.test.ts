import { randomUUID } from 'node:crypto';
import { supabase } from '@norsecraft/shared';
import { signInAsNewMember, signOut } from '@norsecraft/shared/testing/stack';
import { getPendingEmail } from './pending-email';

afterEach(signOut);

it('is null without a change, then the new address until the change is confirmed', async () => {
  await signInAsNewMember('pending');
  expect(await getPendingEmail()).toBeNull();
  const newEmail = `moved-${randomUUID().slice(0, 8)}@test.local`;
  expect((await supabase.auth.updateUser({ email: newEmail })).error).toBeNull();
  expect(await getPendingEmail()).toBe(newEmail);
});

it('fails when nobody is signed in', async () => {
  await expect(getPendingEmail()).rejects.toThrow();
});
