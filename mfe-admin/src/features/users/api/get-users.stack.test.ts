import { signInAs, signOut } from '@norsecraft/shared/testing/stack';
import { getUsers, USERS_PER_PAGE } from './get-users';

afterEach(signOut);

it('pages every user by e-mail with their role names, for an admin', async () => {
  await signInAs('admin');
  const { rows, total, total_is_exact } = await getUsers('', 1);
  expect(total_is_exact).toBe(true);
  expect(rows.length).toBe(Math.min(total, USERS_PER_PAGE));
  expect(rows).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ email: 'admin@example.com', roles: ['admin'] }),
    ]),
  );
  const emails = rows.map((user) => user.email ?? '');
  expect(emails).toEqual([...emails].sort());
});

it('searches part of the e-mail in the database', async () => {
  await signInAs('admin');
  const { rows, total } = await getUsers('MBER@example', 1);
  expect(rows.map((user) => user.email)).toContain('member@example.com');
  expect(rows.every((user) => user.email?.includes('mber@example'))).toBe(true);
  expect(total).toBe(rows.length);
});

it('refuses a member with the database’s message', async () => {
  await signInAs('member');
  await expect(getUsers('', 1)).rejects.toMatchObject({
    name: 'DataError',
    status: 403,
    message: 'Only admins can search users',
  });
});

it('refuses a visitor', async () => {
  await expect(getUsers('', 1)).rejects.toMatchObject({ name: 'DataError', status: 401 });
});
