import { signInAs, signOut } from '@norsecraft/shared/testing/stack';
import { getUsers } from './get-users';

afterEach(signOut);

it('lists every user by e-mail with their role names, for an admin', async () => {
  await signInAs('admin');
  const users = await getUsers();
  expect(users).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ email: 'admin@example.com', roles: ['admin'] }),
      expect.objectContaining({ email: 'member@example.com', roles: [] }),
    ]),
  );
  const emails = users.map((user) => user.email ?? '');
  expect(emails).toEqual([...emails].sort());
});

it('shows a member nobody (the table is for admins)', async () => {
  await signInAs('member');
  expect(await getUsers()).toEqual([]);
});

it('refuses a visitor with the database’s error', async () => {
  await expect(getUsers()).rejects.toMatchObject({ name: 'DataError', status: 401 });
});
