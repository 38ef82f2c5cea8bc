import { signInAs, signOut } from '@norsecraft/shared/testing/stack';
import { getOwnProfile } from './own-profile';

afterEach(signOut);

it("reads the signed-in user's own row", async () => {
  const id = await signInAs('member');
  expect(await getOwnProfile(id)).toMatchObject({ id, privacy_setting: expect.any(String) });
});

it("fails for another user's row (profiles are private)", async () => {
  const adminId = await signInAs('admin');
  await signInAs('member');
  await expect(getOwnProfile(adminId)).rejects.toMatchObject({ name: 'DataError' });
});
