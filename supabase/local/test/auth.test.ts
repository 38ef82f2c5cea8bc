// /auth/v1 against GoTrue's behaviour, through supabase-js and, where supabase-js hides status,
// body or headers, raw fetch.
import { isAuthWeakPasswordError } from '@supabase/supabase-js';
import { signJwt } from '../src/jwt.ts';
import {
  anonClient,
  anonKey,
  createTestUser,
  jwtSecret,
  lastMail,
  outbox,
  serviceClient,
  signInAs,
  stackUrl,
  uniqueEmail,
  withDb,
} from './helpers.ts';

const authUrl = (path: string) => `${stackUrl()}/auth/v1${path}`;
const STRONG = 'Valhalla9';

function postAuth(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(authUrl(path), {
    method: 'POST',
    headers: { apikey: anonKey(), 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** 'ok' or the error code of GET /user with this access token. */
async function userStatus(token: string): Promise<string> {
  const res = await fetch(authUrl('/user'), {
    headers: {
      apikey: anonKey(),
      authorization: `Bearer ${token}`,
      'x-supabase-api-version': '2024-01-01',
    },
  });
  return res.ok ? 'ok' : ((await res.json()) as { code: string }).code;
}

function fragment(location: string | null): URLSearchParams {
  return new URLSearchParams(new URL(location ?? 'http://x/').hash.slice(1));
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('sign-up and sign-in', () => {
  it('issues a session to a confirmed account: claims, expiry, session id, refresh token', async () => {
    const { client, user, email } = await createTestUser({ display_name: 'Ragnar' });
    expect(user.user_metadata).toEqual({ display_name: 'Ragnar' });
    expect(user.email_confirmed_at).toBeTruthy();
    const session = (await client.auth.getSession()).data.session!;
    const claims = claimsOf(session.access_token);
    expect(claims).toMatchObject({ sub: user.id, email, role: 'authenticated', aal: 'aal1' });
    // [auth] jwt_expiry of config.toml.
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    expect(typeof claims.session_id).toBe('string');
    expect(session.refresh_token).toMatch(/^[a-z0-9]{12}$/);
  });

  it("enforces config.toml's password rules with 422 weak_password and its reasons (item 4)", async () => {
    const digitsOnly = await anonClient().auth.signUp({ email: uniqueEmail(), password: '123456' });
    expect(digitsOnly.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect(isAuthWeakPasswordError(digitsOnly.error)).toBe(true);
    expect((digitsOnly.error as unknown as { reasons: string[] }).reasons).toEqual(['characters']);
    expect(digitsOnly.error?.message).toBe(
      'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
    );

    const short = await postAuth(
      '/signup',
      { email: uniqueEmail(), password: 'ab1' },
      { 'x-supabase-api-version': '2024-01-01' },
    );
    expect(short.status).toBe(422);
    expect(short.headers.get('x-sb-error-code')).toBe('weak_password');
    expect(await short.json()).toEqual({
      code: 'weak_password',
      message:
        'Password should be at least 6 characters. Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
      weak_password: { reasons: ['length', 'characters'] },
    });

    const { client } = await createTestUser();
    const weakUpdate = await client.auth.updateUser({ password: 'lowercase1' });
    expect(weakUpdate.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((weakUpdate.error as unknown as { reasons: string[] }).reasons).toEqual(['characters']);
  });

  it('refuses bad and over-long e-mails with GoTrue statuses and messages', async () => {
    const bad = await anonClient().auth.signUp({ email: 'not-an-email', password: STRONG });
    expect(bad.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
    const long = await anonClient().auth.signUp({
      email: `${'a'.repeat(290)}@example.com`,
      password: STRONG,
    });
    expect(long.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'An email address is too long',
    });
  });

  it('signs in the seeded dev accounts and answers wrong and unknown credentials alike', async () => {
    const admin = await signInAs('admin@example.com', 'Password1');
    expect((await admin.auth.getUser()).data.user?.email).toBe('admin@example.com');
    for (const email of ['member@example.com', uniqueEmail()]) {
      const { error } = await anonClient().auth.signInWithPassword({
        email,
        password: 'Nope-nope1',
      });
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it('answers in the legacy error shape without X-Supabase-Api-Version, echoing it otherwise', async () => {
    const legacy = await postAuth('/token?grant_type=password', {
      email: uniqueEmail(),
      password: 'x',
    });
    expect(legacy.status).toBe(400);
    expect(legacy.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    const current = await postAuth(
      '/token?grant_type=password',
      { email: uniqueEmail(), password: 'x' },
      { 'x-supabase-api-version': '2024-01-01' },
    );
    expect(current.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await current.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('rejects malformed JSON and oversized bodies with 4xx JSON', async () => {
    const malformed = await postAuth('/signup', '{"email":', {
      'x-supabase-api-version': '2024-01-01',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'bad_json' });
    const huge = await postAuth(
      '/signup',
      JSON.stringify({ email: 'a@b.cd', password: 'x'.repeat(1_100_000) }),
    );
    expect(huge.status).toBe(413);
    expect((await huge.json()).error_code).toBe('request_too_large');
  });
});

describe('sign-in limiter (item 9)', () => {
  it('counts parallel wrong passwords before comparing: 10 get 400, the rest 429', async () => {
    const { email, password } = await createTestUser();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        anonClient().auth.signInWithPassword({ email, password: 'Wrong-password1' }),
      ),
    );
    const statuses = answers.map((a) => a.error?.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    const blocked = await anonClient().auth.signInWithPassword({ email, password });
    expect(blocked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('returns weak_password with the session when an old password no longer meets the rules', async () => {
    const { data, error } = await anonClient().auth.signInWithPassword({
      email: 'member@example.com',
      password: 'Password1',
    });
    expect(error).toBeNull();
    expect(data.weakPassword).toBeUndefined();
  });
});

describe('tokens and errors (item 6)', () => {
  it('accepts an access token without session_id, checking the session only when named', async () => {
    const { user, client } = await createTestUser();
    const noSession = signJwt(
      {
        sub: user.id,
        role: 'authenticated',
        aud: 'authenticated',
        exp: Math.floor(Date.now() / 1000) + 60,
      },
      jwtSecret(),
    );
    expect(await userStatus(noSession)).toBe('ok');
    const token = (await client.auth.getSession()).data.session!.access_token;
    await client.auth.signOut();
    expect(await userStatus(token)).toBe('session_not_found');
  });

  it('requires a valid bearer token for GET /user', async () => {
    const none = await fetch(authUrl('/user'), { headers: { apikey: anonKey() } });
    expect(none.status).toBe(401);
    expect((await none.json()).msg).toBe('This endpoint requires a valid Bearer token');
    const forged = signJwt({ sub: 'x', exp: 9_999_999_999 }, 'z'.repeat(40));
    expect((await anonClient().auth.getUser(forged)).error).toMatchObject({
      status: 403,
      code: 'bad_jwt',
    });
    const expired = signJwt({ sub: 'x', exp: 1 }, jwtSecret());
    expect((await anonClient().auth.getUser(expired)).error).toMatchObject({
      status: 403,
      code: 'bad_jwt',
    });
  });

  it('answers anonymous sign-up with 422 anonymous_provider_disabled', async () => {
    const { error } = await anonClient().auth.signInAnonymously();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
  });

  it('answers features this project leaves off the way hosted answers them', async () => {
    const api = '2024-01-01';
    const check = async (res: Response, status: number, code: string, message: string) => {
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ code, message });
    };
    const headers = { apikey: anonKey(), 'x-supabase-api-version': api };
    await check(
      await fetch(authUrl('/authorize?provider=github'), { headers, redirect: 'manual' }),
      400,
      'validation_failed',
      'Unsupported provider: provider is not enabled',
    );
    await check(
      await postAuth(
        '/signup',
        { phone: '+4712345678', password: STRONG },
        { 'x-supabase-api-version': api },
      ),
      400,
      'phone_provider_disabled',
      'Phone signups are disabled',
    );
    await check(
      await postAuth(
        '/token?grant_type=id_token',
        { provider: 'google', id_token: 'x' },
        { 'x-supabase-api-version': api },
      ),
      400,
      'provider_disabled',
      'Provider (issuer "google") is not enabled',
    );
    await check(
      await postAuth('/sso', { domain: 'x.no' }, { 'x-supabase-api-version': api }),
      404,
      'saml_provider_disabled',
      'SAML 2.0 is disabled',
    );

    const { client } = await createTestUser();
    const enroll = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(enroll.error).toMatchObject({ status: 422, code: 'mfa_totp_enroll_not_enabled' });
    const link = await client.auth.linkIdentity({
      provider: 'github',
      options: { skipBrowserRedirect: true },
    });
    expect(link.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });

    const unknown = await fetch(authUrl('/no-such-route'), { headers });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('404 page not found\n');
  });
});

describe('sessions (item 10)', () => {
  /** Moves a refresh token's revocation time into the past, as if `seconds` had gone by. */
  const age = (token: string, seconds: number) =>
    withDb((db) =>
      db.query(
        'update auth.refresh_tokens set updated_at = updated_at - make_interval(secs => $2) where token = $1',
        [token, seconds],
      ),
    );

  it("returns the active child to its parent's holder at any time (GoTrue's rule)", async () => {
    const { client } = await createTestUser();
    const first = (await client.auth.getSession()).data.session!;
    const second = (await client.auth.refreshSession()).data.session!;
    await age(first.refresh_token, 15);
    const retry = await anonClient().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(retry.error).toBeNull();
    expect(retry.data.session?.refresh_token).toBe(second.refresh_token);
  });

  /** A session refreshed twice: [grandparent, parent, active] refresh tokens. */
  async function threeGenerations() {
    const { client } = await createTestUser();
    const first = (await client.auth.getSession()).data.session!;
    await client.auth.refreshSession();
    const third = (await client.auth.refreshSession()).data.session!;
    return { first: first.refresh_token, third: third.refresh_token };
  }

  it('lets an older token be reused within refresh_token_reuse_interval (concurrent clients)', async () => {
    const { first, third } = await threeGenerations();
    const concurrent = await anonClient().auth.refreshSession({ refresh_token: first });
    expect(concurrent.error).toBeNull();
    expect(concurrent.data.session?.refresh_token).not.toBe(third);
  });

  it('treats an older token presented after the interval as theft: every token is revoked', async () => {
    const { first, third } = await threeGenerations();
    await age(first, 11);
    const theft = await anonClient().auth.refreshSession({ refresh_token: first });
    expect(theft.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    const revoked = await withDb((db) =>
      db.query<{ revoked: boolean }>('select revoked from auth.refresh_tokens where token = $1', [
        third,
      ]),
    );
    expect(revoked.rows[0]?.revoked).toBe(true);
  });

  it('refuses malformed and unknown refresh tokens', async () => {
    const malformed = await anonClient().auth.refreshSession({ refresh_token: 'short' });
    expect(malformed.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const unknown = await anonClient().auth.refreshSession({ refresh_token: 'abcdefghijkl' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('signs out with scope local, others and global', async () => {
    const { email, password } = await createTestUser();
    const a = await signInAs(email, password);
    const b = await signInAs(email, password);
    const c = await signInAs(email, password);
    const tokenOf = async (client: typeof a) =>
      (await client.auth.getSession()).data.session!.access_token;
    const [ta, tb, tc] = [await tokenOf(a), await tokenOf(b), await tokenOf(c)];
    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await userStatus(ta)).toBe('session_not_found');
    expect(await userStatus(tb)).toBe('ok');
    expect((await b.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await userStatus(tc)).toBe('session_not_found');
    expect((await b.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect(await userStatus(tb)).toBe('session_not_found');
  });

  it('changes the password (ending other sessions) and refuses the same password', async () => {
    const { client, email, password } = await createTestUser();
    const other = await signInAs(email, password);
    const otherToken = (await other.auth.getSession()).data.session!.access_token;
    expect((await client.auth.updateUser({ password })).error).toMatchObject({
      status: 422,
      code: 'same_password',
    });
    const changed = await client.auth.updateUser({
      password: 'Brand-new-pw1',
      data: { theme: 'dark' },
    });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.user_metadata).toMatchObject({ theme: 'dark' });
    expect(await userStatus(otherToken)).toBe('session_not_found');
    expect(
      (await anonClient().auth.signInWithPassword({ email, password: 'Brand-new-pw1' })).error,
    ).toBeNull();
  });
});

describe('password recovery (items 2 and 5)', () => {
  const redirectTo = 'http://localhost:3000/update-password';

  it('mails a link whose verify redirect carries a recovery session', async () => {
    const { email } = await createTestUser();
    expect((await anonClient().auth.resetPasswordForEmail(email, { redirectTo })).error).toBeNull();
    const { mail, link, code } = await lastMail(email, 'Reset your password');
    expect(mail.html).toContain('Reset password');
    // The link only, as hosted's default recovery template: the site has no place for a code.
    expect(code).toBeUndefined();
    expect(link!.searchParams.get('redirect_to')).toBe(redirectTo);

    const res = await fetch(link!, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location.startsWith(`${redirectTo}#`)).toBe(true);
    const params = fragment(location);
    expect(params.get('type')).toBe('recovery');
    const client = anonClient();
    await client.auth.setSession({
      access_token: params.get('access_token')!,
      refresh_token: params.get('refresh_token')!,
    });
    expect((await client.auth.updateUser({ password: 'Recovered-pw1' })).error).toBeNull();
    expect(
      (await anonClient().auth.signInWithPassword({ email, password: 'Recovered-pw1' })).error,
    ).toBeNull();

    const again = await fetch(link!, { redirect: 'manual' });
    expect(Object.fromEntries(fragment(again.headers.get('location')))).toMatchObject({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });

  it('refuses a second mail within max_frequency with 429 over_email_send_rate_limit', async () => {
    const { email } = await createTestUser();
    expect((await anonClient().auth.resetPasswordForEmail(email)).error).toBeNull();
    const second = await anonClient().auth.resetPasswordForEmail(email);
    expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(second.error?.message).toMatch(
      /^For security purposes, you can only request this after (59|60) seconds\.$/,
    );
    expect((await outbox(email)).filter((m) => m.subject === 'Reset your password')).toHaveLength(
      1,
    );
  });

  it('verifies by token_hash (verifyOtp), once, and by e-mail + code', async () => {
    const { email } = await createTestUser();
    await anonClient().auth.resetPasswordForEmail(email);
    const { link } = await lastMail(email, 'Reset your password');
    const tokenHash = link!.searchParams.get('token')!;

    const client = anonClient();
    const verified = await client.auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(email);
    expect((await client.auth.updateUser({ password: 'Token-hash1' })).error).toBeNull();
    const reused = await anonClient().auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(reused.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Email link is invalid or has expired',
    });

    // The reset mail offers the link alone (the site has no place for a code); the sign-in
    // mail's code shares its column.
    expect((await lastMail(email, 'Reset your password')).code).toBeUndefined();
    const other = await createTestUser();
    await anonClient().auth.signInWithOtp({
      email: other.email,
      options: { shouldCreateUser: false },
    });
    const { code } = await lastMail(other.email, 'Your sign-in link');
    const wrong = await anonClient().auth.verifyOtp({
      type: 'magiclink',
      email: other.email,
      token: '000000' === code ? '111111' : '000000',
    });
    expect(wrong.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
    const byCode = await anonClient().auth.verifyOtp({
      type: 'magiclink',
      email: other.email,
      token: code!,
    });
    expect(byCode.error).toBeNull();
  });

  it('answers 200 for unknown addresses without sending mail, and rejects a forged link', async () => {
    const email = uniqueEmail();
    expect((await anonClient().auth.resetPasswordForEmail(email)).error).toBeNull();
    expect((await outbox()).some((m) => m.to === email)).toBe(false);
    const forged = await fetch(
      authUrl(`/verify?token=deadbeef&type=recovery&redirect_to=${encodeURIComponent(redirectTo)}`),
      { redirect: 'manual' },
    );
    expect(forged.status).toBe(303);
    expect(fragment(forged.headers.get('location')).get('error_code')).toBe('otp_expired');
  });

  it('sends recovery links only to allowed redirect targets: not another host, nor another local port', async () => {
    for (const redirectTo of ['https://evil.example/steal', 'http://localhost:4567/steal']) {
      const { email } = await createTestUser();
      await anonClient().auth.resetPasswordForEmail(email, { redirectTo });
      const { link } = await lastMail(email, 'Reset your password');
      expect({ redirectTo, sent: link!.searchParams.get('redirect_to') }).toEqual({
        redirectTo,
        sent: 'http://localhost:3000',
      });
    }
  });
});

describe('e-mail change (items 3 and 5)', () => {
  it('keeps the address until a mailed link is followed, mailing the old and the new address', async () => {
    const { client, email, user, password } = await createTestUser();
    const newEmail = uniqueEmail('new');
    const { data, error } = await client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(newEmail);
    expect((await client.auth.getUser()).data.user?.email).toBe(email);

    const toNew = await lastMail(newEmail, 'Confirm your new email address');
    const toOld = await lastMail(email, 'Confirm your new email address');
    expect(toOld.link!.searchParams.get('token')).not.toBe(toNew.link!.searchParams.get('token'));

    const again = await client.auth.updateUser({ email: uniqueEmail('again') });
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });

    // double_confirm_changes: the new address's link alone changes nothing (GoTrue's answer).
    const first = await fetch(toNew.link!, { redirect: 'manual' });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(
      'http://localhost:3000/#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email&sb=',
    );
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    const reused = await fetch(toNew.link!, { redirect: 'manual' });
    expect(fragment(reused.headers.get('location')).get('error_code')).toBe('otp_expired');

    const second = await fetch(toOld.link!, { redirect: 'manual' });
    expect(fragment(second.headers.get('location')).get('type')).toBe('email_change');
    expect((await client.auth.getUser()).data.user?.email).toBe(newEmail);
    const mirrored = await serviceClient().from('users').select('email').eq('id', user.id).single();
    expect(mirrored.data?.email).toBe(newEmail);
    expect(
      (await anonClient().auth.signInWithPassword({ email: newEmail, password })).error,
    ).toBeNull();
  });

  it("needs the new address's link too: the current address's link alone binds nothing", async () => {
    const { client, email } = await createTestUser();
    const newEmail = uniqueEmail('bound');
    await client.auth.updateUser({ email: newEmail });
    const toOld = await lastMail(email, 'Confirm your new email address');
    const res = await fetch(toOld.link!, { redirect: 'manual' });
    expect(fragment(res.headers.get('location')).get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    expect((await client.auth.getUser()).data.user).toMatchObject({ email, new_email: newEmail });
  });

  it('verifies an e-mail change by token_hash: both links, the first answering what is left', async () => {
    const { client, email } = await createTestUser();
    const newEmail = uniqueEmail('hash');
    await client.auth.updateUser({ email: newEmail });
    const tokenOf = async (to: string) =>
      (await lastMail(to, 'Confirm your new email address')).link!.searchParams.get('token')!;
    const first = await postAuth('/verify', {
      type: 'email_change',
      token_hash: await tokenOf(email),
    });
    expect({ status: first.status, body: await first.json() }).toEqual({
      status: 200,
      body: {
        msg: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
        code: '200',
      },
    });
    const verified = await anonClient().auth.verifyOtp({
      type: 'email_change',
      token_hash: await tokenOf(newEmail),
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(newEmail);
  });

  it('refuses an address another account holds', async () => {
    const { client } = await createTestUser();
    const { error } = await client.auth.updateUser({ email: 'member@example.com' });
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});

describe('settings and health', () => {
  it('serves /settings from config.toml and /health', async () => {
    const settings = await (
      await fetch(authUrl('/settings'), { headers: { apikey: anonKey() } })
    ).json();
    expect(settings).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: false,
      external: { email: true, phone: false, anonymous_users: false, github: false },
    });
    expect((await fetch(authUrl('/health'), { headers: { apikey: anonKey() } })).status).toBe(200);
  });
});
