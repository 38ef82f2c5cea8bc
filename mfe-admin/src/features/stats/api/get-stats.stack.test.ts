import { signInAs, signOut } from '@norsecraft/shared/testing/stack';
import { getStats } from './get-stats';

afterEach(signOut);

it('counts users, admins, events and live auctions, for an admin', async () => {
  await signInAs('admin');
  const stats = await getStats();
  expect(stats.totalUsers).toBeGreaterThanOrEqual(2);
  expect(stats.admins).toBeGreaterThanOrEqual(1);
  expect(stats.events).toBeGreaterThan(0);
  expect(stats.activeAuctions).toBeGreaterThan(0);
  expect(Object.values(stats).every(Number.isInteger)).toBe(true);
});

it('is refused to a member', async () => {
  await signInAs('member');
  await expect(getStats()).rejects.toMatchObject({ name: 'DataError' });
});
