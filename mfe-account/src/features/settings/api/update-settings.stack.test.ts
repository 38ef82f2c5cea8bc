import { signInAs, signOut } from '@norsecraft/shared/testing/stack';
import { getOwnProfile } from '../../../lib/own-profile';
import { PublicNameRefusedError, updateSettings, type SettingsValues } from './update-settings';

afterEach(signOut);

it('stores the settings on the own profile', async () => {
  const id = await signInAs('member');
  const before = await getOwnProfile(id);
  const values = {
    public_name: 'Stack_Public',
    notifications_enabled: !before.notifications_enabled,
    privacy_setting: 'private' as const,
    theme: 'light' as const,
    accent_color: 'purple' as const,
  };
  await updateSettings(id, values);
  expect(await getOwnProfile(id)).toMatchObject(values);
  await updateSettings(id, {
    public_name: before.public_name,
    notifications_enabled: before.notifications_enabled,
    privacy_setting: before.privacy_setting,
    theme: before.theme,
    accent_color: before.accent_color,
  });
});

it('no longer writes a game name: it comes from the game (issue 38)', async () => {
  const id = await signInAs('member');
  const values = { ...(await settingsOf(id)), minecraft_username: 'Typed_Name' };
  await expect(updateSettings(id, values)).rejects.toMatchObject({ name: 'DataError' });
});

/** The settings part of a profile, as the form sends it. */
async function settingsOf(id: string): Promise<SettingsValues> {
  const { public_name, notifications_enabled, privacy_setting, theme, accent_color } =
    await getOwnProfile(id);
  return {
    public_name,
    notifications_enabled,
    privacy_setting,
    theme,
    accent_color,
  };
}

it("refuses another member's public name with the database's message", async () => {
  const adminId = await signInAs('admin');
  const admin = await settingsOf(adminId);
  await updateSettings(adminId, { ...admin, public_name: 'Taken_Name_X' });
  const id = await signInAs('member');
  const refusal = updateSettings(id, { ...(await settingsOf(id)), public_name: 'taken_name_x' });
  await expect(refusal).rejects.toBeInstanceOf(PublicNameRefusedError);
  await expect(refusal).rejects.toThrow('This public name is already taken');
  await signInAs('admin');
  await updateSettings(adminId, admin);
});
