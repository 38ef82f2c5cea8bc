import { signInAs, signOut } from '@norsecraft/shared/testing/stack';
import { createTestUser, serviceClient } from '../../../../../supabase/local/test/helpers';
import { getUsers } from './get-users';
import { grantRole, revokeRole } from './update-roles';

afterEach(signOut);

const rolesOf = async ({ id, email }: { id: string; email?: string }) =>
  (await getUsers(email ?? '', 1)).rows.find((user) => user.id === id)?.roles;

it('grants and revokes the admin role, as an admin', async () => {
  const { user } = await createTestUser();
  await signInAs('admin');
  await grantRole(user.id, 'admin');
  expect(await rolesOf(user)).toEqual(['admin']);
  await revokeRole(user.id, 'admin');
  expect(await rolesOf(user)).toEqual([]);
});

it('grants editor and moderator beside each other', async () => {
  const { user } = await createTestUser();
  await signInAs('admin');
  await grantRole(user.id, 'editor');
  await grantRole(user.id, 'moderator');
  expect((await rolesOf(user))?.sort()).toEqual(['editor', 'moderator']);
  await revokeRole(user.id, 'editor');
  expect(await rolesOf(user)).toEqual(['moderator']);
});

it("refuses a member's grant with the database's error", async () => {
  const { user } = await createTestUser();
  const memberId = await signInAs('member');
  await expect(grantRole(user.id, 'admin')).rejects.toMatchObject({
    name: 'DataError',
    status: 403,
  });
  await expect(grantRole(memberId, 'editor')).rejects.toMatchObject({ status: 403 });
});

it('refuses an editor who grants roles, to others or to themselves', async () => {
  const editor = await createTestUser();
  const { data: role } = await serviceClient()
    .from('roles')
    .select('id')
    .eq('name', 'editor')
    .single();
  await serviceClient().from('user_roles').insert({ user_id: editor.user.id, role_id: role!.id });
  const { user } = await createTestUser();
  await signInAs({ email: editor.email, password: editor.password });
  await expect(grantRole(user.id, 'editor')).rejects.toMatchObject({ status: 403 });
  await expect(grantRole(editor.user.id, 'admin')).rejects.toMatchObject({ status: 403 });
});
