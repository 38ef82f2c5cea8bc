// The auth e-mails in the member's language (issue 40): config.toml's templates
// (supabase/templates) choose Swedish or English from the user's metadata (`.Data.language`),
// which the site writes at sign-up and when the member changes their language, as hosted's
// GoTrue renders them.
import { anonClient, createTestUser, lastMail, outbox, uniqueEmail } from './helpers.ts';

it('a sign-up from a Swedish page gets its confirmation in Swedish, and the link works', async () => {
  const email = uniqueEmail('svensk');
  const client = anonClient();
  const signedUp = await client.auth.signUp({
    email,
    password: 'Valhalla9',
    options: { data: { language: 'sv' } },
  });
  expect(signedUp.error).toBeNull();
  const { mail, link, code } = await lastMail(email, 'Bekräfta din registrering');
  expect(mail.html).toContain('Bekräfta din e-postadress');
  expect(mail.html).not.toContain('Confirm your');
  expect(mail.text).toMatch(/Eller ange koden: \d{6}/);
  expect(code).toBeUndefined();
  const verified = await client.auth.verifyOtp({
    type: 'signup',
    token_hash: link!.searchParams.get('token')!,
  });
  expect(verified.error).toBeNull();
  expect(verified.data.user?.user_metadata).toMatchObject({ language: 'sv' });
});

it('a member without a language gets English; once they choose Swedish, their mails follow', async () => {
  const { client, email } = await createTestUser();
  const [confirmation] = await outbox(email);
  expect(confirmation?.subject).toBe('Confirm your signup');

  // What the site's saveLanguage writes besides the profile.
  expect((await client.auth.updateUser({ data: { language: 'sv' } })).error).toBeNull();
  expect((await anonClient().auth.resetPasswordForEmail(email)).error).toBeNull();
  const recovery = await lastMail(email, 'Återställ ditt lösenord');
  expect(recovery.mail.html).toContain('Återställ lösenordet');
  expect(recovery.link?.searchParams.get('type')).toBe('recovery');

  const newEmail = uniqueEmail('ny-adress');
  expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
  for (const to of [email, newEmail]) {
    const change = await lastMail(to, 'Bekräfta din nya e-postadress');
    expect(change.mail.html).toContain(`Följ länken nedan för att bekräfta ${newEmail}`);
  }
});

it('back to English: the metadata change is merged, the other keys kept', async () => {
  const { client, email } = await createTestUser({ favourite: 'Odin' });
  expect((await client.auth.updateUser({ data: { language: 'sv' } })).error).toBeNull();
  const updated = await client.auth.updateUser({ data: { language: 'en' } });
  expect(updated.data.user?.user_metadata).toMatchObject({ language: 'en', favourite: 'Odin' });
  await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  const { mail, code } = await lastMail(email, 'Your sign-in link');
  expect(mail.html).toContain('Sign in');
  expect(code).toMatch(/^\d{6}$/);
});
