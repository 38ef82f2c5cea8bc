import type { SupabaseClient } from '@supabase/supabase-js';
import { setPageLanguage } from '../i18n/messages';
import { createLanguageSaver, pageLanguage, siteAddress } from './language';

/** A client whose profile update answers `profileError` and whose updateUser is recorded. */
function fakeClient(profileError: { message: string } | null = null) {
  const eq = jest.fn(async () => ({ error: profileError }));
  const update = jest.fn(() => ({ eq }));
  const from = jest.fn(() => ({ update }));
  const updateUser = jest.fn(async () => ({ data: {}, error: null }));
  const client = { from, auth: { updateUser } } as unknown as SupabaseClient;
  return { client, from, update, eq, updateUser };
}

afterEach(() => setPageLanguage('en'));

it("saves a member's language in their profile and in their account's metadata", async () => {
  const fake = fakeClient();
  await createLanguageSaver({ load: async () => fake.client })('u1', 'sv');
  expect(fake.from).toHaveBeenCalledWith('profiles');
  expect(fake.update).toHaveBeenCalledWith({ language: 'sv' });
  expect(fake.eq).toHaveBeenCalledWith('id', 'u1');
  expect(fake.updateUser).toHaveBeenCalledWith({ data: { language: 'sv' } });
});

it('writes no metadata for a language the profile refused, and throws the refusal', async () => {
  const fake = fakeClient({ message: 'permission denied' });
  await expect(
    createLanguageSaver({ load: async () => fake.client })('u1', 'sv'),
  ).rejects.toMatchObject({ message: 'permission denied' });
  expect(fake.updateUser).not.toHaveBeenCalled();
});

it("gives the page's language, English on the pseudo-locale, and addresses in it", () => {
  setPageLanguage('sv');
  expect(pageLanguage()).toBe('sv');
  expect(siteAddress('/update-password')).toBe(`${window.location.origin}/sv/update-password`);
  setPageLanguage('en-XA');
  expect(pageLanguage()).toBe('en');
  expect(siteAddress('/login')).toBe(`${window.location.origin}/login`);
});
