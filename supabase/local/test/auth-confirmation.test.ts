// Sign-up with e-mail confirmation on (config.toml [auth.email] enable_confirmations, issue 41
// item 5), against GoTrue's signup, resend, verify and password grant; and the admin API's
// createUser, which tests use to make confirmed accounts.
import {
  anonClient,
  anonKey,
  createTestUser,
  lastMail,
  outbox,
  serviceClient,
  stackUrl,
  uniqueEmail,
  withDb,
} from './helpers.ts';

const STRONG = 'Valhalla9';
const SUBJECT = 'Confirm your signup';
const redirectTo = 'http://localhost:3000/login?next=%2Fauction-house';

const mailsTo = (email: string) => outbox(email);

function fragment(location: string | null): URLSearchParams {
  return new URLSearchParams(new URL(location ?? 'http://x/').hash.slice(1));
}

/** Moves the last confirmation mail's time past max_frequency (60 s in config.toml). */
const ageConfirmation = (email: string) =>
  withDb((db) =>
    db.query(
      `update auth.users set confirmation_sent_at = confirmation_sent_at - interval '61 seconds'
       where email = $1`,
      [email],
    ),
  );

describe('sign-up with e-mail confirmation', () => {
  it('creates the account without a session and mails the confirmation link', async () => {
    const email = uniqueEmail('confirm');
    const { data, error } = await anonClient().auth.signUp({
      email,
      password: STRONG,
      options: { data: { display_name: 'Ragnar' }, emailRedirectTo: redirectTo },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { display_name: 'Ragnar' } });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.identities?.[0]?.identity_data).toMatchObject({ email_verified: false });

    const { mail, link, code } = await lastMail(email, SUBJECT);
    expect(mail.html).toContain('Confirm your email address');
    expect(code).toMatch(/^\d{6}$/);
    expect(link!.searchParams.get('type')).toBe('signup');
    expect(link!.searchParams.get('redirect_to')).toBe(redirectTo);
  });

  it('refuses the password before the link is followed with 400 email_not_confirmed', async () => {
    const email = uniqueEmail('early');
    await anonClient().auth.signUp({ email, password: STRONG });
    const early = await anonClient().auth.signInWithPassword({ email, password: STRONG });
    expect(early.error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });
    // A wrong password says nothing about the account's state.
    const wrong = await anonClient().auth.signInWithPassword({ email, password: 'Wrong-pw1' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('confirms and signs in through the link, once; the password works afterwards', async () => {
    const email = uniqueEmail('link');
    await anonClient().auth.signUp({
      email,
      password: STRONG,
      options: { emailRedirectTo: redirectTo },
    });
    const { link } = await lastMail(email, SUBJECT);

    const res = await fetch(link!, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location.startsWith(`${redirectTo}#`)).toBe(true);
    const params = fragment(location);
    expect(params.get('type')).toBe('signup');
    const client = anonClient();
    const { data } = await client.auth.setSession({
      access_token: params.get('access_token')!,
      refresh_token: params.get('refresh_token')!,
    });
    expect(data.user).toMatchObject({ email });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.identities?.[0]?.identity_data).toMatchObject({ email_verified: true });

    const again = await fetch(link!, { redirect: 'manual' });
    expect(fragment(again.headers.get('location')).get('error_code')).toBe('otp_expired');
    const signIn = await anonClient().auth.signInWithPassword({ email, password: STRONG });
    expect(signIn.error).toBeNull();
  });

  it('confirms by token_hash (type signup) and by e-mail + code (type email)', async () => {
    const byHash = uniqueEmail('hash');
    await anonClient().auth.signUp({ email: byHash, password: STRONG });
    const hash = (await lastMail(byHash, SUBJECT)).link!.searchParams.get('token')!;
    const verified = await anonClient().auth.verifyOtp({ type: 'signup', token_hash: hash });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(byHash);

    const byCode = uniqueEmail('code');
    await anonClient().auth.signUp({ email: byCode, password: STRONG });
    const { code } = await lastMail(byCode, SUBJECT);
    const entered = await anonClient().auth.verifyOtp({
      type: 'email',
      email: byCode,
      token: code!,
    });
    expect(entered.error).toBeNull();
    expect(entered.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('answers a sign-up with a registered address as a new one, sending nothing', async () => {
    const { email, password } = await createTestUser();
    const sent = (await mailsTo(email)).length;
    const { data, error } = await anonClient().auth.signUp({ email, password: 'Another-pw1' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    // GoTrue's sanitizeUser: a fresh id and no identities.
    expect(data.user).toMatchObject({ email, role: '', identities: [] });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(await mailsTo(email)).toHaveLength(sent);
    // The account is untouched.
    expect((await anonClient().auth.signInWithPassword({ email, password })).error).toBeNull();
    expect(
      (await anonClient().auth.signInWithPassword({ email, password: 'Another-pw1' })).error,
    ).toMatchObject({ code: 'invalid_credentials' });
  });

  it('mails a second link to a pending sign-up after max_frequency, keeping its password', async () => {
    const email = uniqueEmail('again');
    await anonClient().auth.signUp({ email, password: STRONG });
    const soon = await anonClient().auth.signUp({ email, password: 'Other-pw-1' });
    expect(soon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    await ageConfirmation(email);
    const later = await anonClient().auth.signUp({ email, password: 'Other-pw-1' });
    expect(later.error).toBeNull();
    expect(await mailsTo(email)).toHaveLength(2);
    await anonClient().auth.verifyOtp({
      type: 'signup',
      token_hash: (await lastMail(email, SUBJECT)).link!.searchParams.get('token')!,
    });
    expect(
      (await anonClient().auth.signInWithPassword({ email, password: STRONG })).error,
    ).toBeNull();
  });
});

describe('resend (type signup)', () => {
  it('mails a new link to a pending sign-up, within max_frequency refused', async () => {
    const email = uniqueEmail('resend');
    await anonClient().auth.signUp({ email, password: STRONG });
    const first = (await lastMail(email, SUBJECT)).link!.searchParams.get('token');
    const soon = await anonClient().auth.resend({ type: 'signup', email });
    expect(soon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    await ageConfirmation(email);
    const resent = await anonClient().auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: redirectTo },
    });
    expect(resent.error).toBeNull();
    const { link } = await lastMail(email, SUBJECT);
    expect(link!.searchParams.get('token')).not.toBe(first);
    expect(link!.searchParams.get('redirect_to')).toBe(redirectTo);
    // The newest link is the one that works.
    const stale = await anonClient().auth.verifyOtp({ type: 'signup', token_hash: first! });
    expect(stale.error).toMatchObject({ status: 403, code: 'otp_expired' });
    expect((await fetch(link!, { redirect: 'manual' })).status).toBe(303);
  });

  it('answers 200 and sends nothing for an unknown or already confirmed address', async () => {
    const unknown = uniqueEmail('nobody');
    const { email: confirmed } = await createTestUser();
    for (const email of [unknown, confirmed]) {
      const sent = (await mailsTo(email)).length;
      expect((await anonClient().auth.resend({ type: 'signup', email })).error).toBeNull();
      expect(await mailsTo(email)).toHaveLength(sent);
    }
  });
});

describe('admin API: createUser', () => {
  it('makes an account with the service role key, confirmed when asked', async () => {
    const email = uniqueEmail('admin-made');
    const { data, error } = await serviceClient().auth.admin.createUser({
      email,
      password: STRONG,
      email_confirm: true,
      user_metadata: { from: 'test' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { from: 'test' } });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(
      (await anonClient().auth.signInWithPassword({ email, password: STRONG })).error,
    ).toBeNull();
    expect(await mailsTo(email)).toEqual([]);

    const pending = uniqueEmail('admin-pending');
    await serviceClient().auth.admin.createUser({ email: pending, password: STRONG });
    const early = await anonClient().auth.signInWithPassword({ email: pending, password: STRONG });
    expect(early.error).toMatchObject({ code: 'email_not_confirmed' });

    const duplicate = await serviceClient().auth.admin.createUser({ email, password: STRONG });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('refuses anyone without an admin role', async () => {
    const res = await fetch(`${stackUrl()}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: anonKey(),
        authorization: `Bearer ${anonKey()}`,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ email: uniqueEmail(), password: STRONG }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
  });
});
