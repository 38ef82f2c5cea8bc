import { signInAs, signOut } from '@norsecraft/shared/testing/stack';
import { getOwnProfile } from '../../../lib/own-profile';
import { updateSettings } from './update-settings';

afterEach(signOut);

it('stores the settings on the own profile', async () => {
  const id = await signInAs('member');
  const before = await getOwnProfile(id);
  const values = {
    minecraft_username: 'Stack_Tester',
    notifications_enabled: !before.notifications_enabled,
    privacy_setting: 'private' as const,
    theme: 'light' as const,
    accent_color: 'purple' as const,
  };
  await updateSettings(id, values);
  expect(await getOwnProfile(id)).toMatchObject(values);
  await updateSettings(id, {
    minecraft_username: before.minecraft_username,
    notifications_enabled: before.notifications_enabled,
    privacy_setting: before.privacy_setting,
    theme: before.theme,
    accent_color: before.accent_color,
  });
});

it("refuses a game name the database's rule does not allow", async () => {
  const id = await signInAs('member');
  const { notifications_enabled, privacy_setting, theme, accent_color } = await getOwnProfile(id);
  const values = { notifications_enabled, privacy_setting, theme, accent_color };
  await expect(
    updateSettings(id, { ...values, minecraft_username: 'no spaces allowed' }),
  ).rejects.toMatchObject({ name: 'DataError', status: 400 });
});
