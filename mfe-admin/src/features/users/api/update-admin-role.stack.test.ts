import { signInAs, signOut } from '@norsecraft/shared/testing/stack';
import { createTestUser } from '../../../../../supabase/local/test/helpers';
import { getUsers } from './get-users';
import { grantAdmin, revokeAdmin } from './update-admin-role';

afterEach(signOut);

const rolesOf = async ({ id, email }: { id: string; email?: string }) =>
  (await getUsers(email ?? '', 1)).rows.find((user) => user.id === id)?.roles;

it('grants and revokes the admin role, as an admin', async () => {
  const { user } = await createTestUser();
  await signInAs('admin');
  await grantAdmin(user.id);
  expect(await rolesOf(user)).toEqual(['admin']);
  await revokeAdmin(user.id);
  expect(await rolesOf(user)).toEqual([]);
});

it("refuses a member's grant with the database's error", async () => {
  const { user } = await createTestUser();
  const memberId = await signInAs('member');
  await expect(grantAdmin(user.id)).rejects.toMatchObject({ name: 'DataError', status: 403 });
  await expect(grantAdmin(memberId)).rejects.toMatchObject({ status: 403 });
});
