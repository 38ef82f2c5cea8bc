import { signJwt } from '../src/jwt.ts';
import {
  anonClient,
  anonKey,
  createTestUser,
  jwtSecret,
  outbox,
  signInAs,
  stackUrl,
  uniqueEmail,
} from './helpers.ts';

const authUrl = (path: string) => `${stackUrl()}/auth/v1${path}`;

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

describe('sign-up and sign-in', () => {
  it('signs up (auto-confirmed) with metadata and returns a session', async () => {
    const email = uniqueEmail();
    const { data, error } = await anonClient().auth.signUp({
      email,
      password: 'secret123',
      options: { data: { display_name: 'Ragnar' } },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata).toEqual({ display_name: 'Ragnar' });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.session?.access_token).toBeTruthy();
    const claims = JSON.parse(
      Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString(),
    );
    expect(claims).toMatchObject({
      sub: data.user!.id,
      email,
      role: 'authenticated',
      aud: 'authenticated',
      aal: 'aal1',
    });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(typeof claims.session_id).toBe('string');
  });

  it('rejects a duplicate sign-up, a weak password and a bad e-mail', async () => {
    const { email } = await createTestUser();
    const duplicate = await anonClient().auth.signUp({ email, password: 'another-pw' });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'user_already_exists' });

    const weak = await anonClient().auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['length']);

    const bad = await anonClient().auth.signUp({ email: 'not-an-email', password: 'secret123' });
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('refuses an e-mail over 255 characters with 400, as GoTrue does (not a 500)', async () => {
    const email = `${'a'.repeat(288)}@example.com`;
    const { error } = await anonClient().auth.signUp({ email, password: 'secret123' });
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'An email address is too long',
    });
    const signIn = await anonClient().auth.signInWithPassword({ email, password: 'secret123' });
    expect(signIn.error?.status).toBe(400);
  });

  it('signs in the seeded dev accounts and rejects a wrong password', async () => {
    const admin = await signInAs('admin@example.com', 'Password1');
    const { data } = await admin.auth.getUser();
    expect(data.user?.email).toBe('admin@example.com');

    const wrong = await anonClient().auth.signInWithPassword({
      email: 'member@example.com',
      password: 'nope-nope',
    });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const unknown = await anonClient().auth.signInWithPassword({
      email: uniqueEmail(),
      password: 'whatever',
    });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('answers in the legacy error shape without X-Supabase-Api-Version, echoing it otherwise', async () => {
    const legacy = await postAuth('/token?grant_type=password', {
      email: uniqueEmail(),
      password: 'x',
    });
    expect(legacy.status).toBe(400);
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });

    const current = await postAuth(
      '/token?grant_type=password',
      { email: uniqueEmail(), password: 'x' },
      {
        'x-supabase-api-version': '2024-01-01',
      },
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

  it('rate-limits repeated failed sign-ins for one e-mail with 429', async () => {
    const { email, password } = await createTestUser();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const { error } = await anonClient().auth.signInWithPassword({
        email,
        password: 'wrong-password',
      });
      statuses.push(error?.status ?? 200);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    // Even the right password is refused while the limit holds.
    const blocked = await anonClient().auth.signInWithPassword({ email, password });
    expect(blocked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});

describe('sessions', () => {
  it('rotates refresh tokens; the parent returns the active token; older reuse revokes the session', async () => {
    const { client } = await createTestUser();
    const first = (await client.auth.getSession()).data.session!;
    const second = (await client.auth.refreshSession()).data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);

    // Presenting the parent of the active token (a lost response) yields the active token.
    const retry = await anonClient().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(retry.error).toBeNull();
    expect(retry.data.session?.refresh_token).toBe(second.refresh_token);

    const third = (await client.auth.refreshSession()).data.session!;
    expect(third.refresh_token).not.toBe(second.refresh_token);

    // `first` is now two generations old: reuse revokes the whole session.
    const reuse = await anonClient().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    const after = await anonClient().auth.refreshSession({ refresh_token: third.refresh_token });
    expect(after.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    expect(await userStatus(third.access_token)).toBe('session_not_found');
    // supabase-js reports a vanished session as "Auth session missing!".
    const { error } = await client.auth.getUser(third.access_token);
    expect(error?.name).toBe('AuthSessionMissingError');
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
    expect(await userStatus(tb)).toBe('ok');
    expect(await userStatus(tc)).toBe('session_not_found');

    const d = await signInAs(email, password);
    const td = await tokenOf(d);
    expect((await b.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect(await userStatus(tb)).toBe('session_not_found');
    expect(await userStatus(td)).toBe('session_not_found');
  });

  it('requires a valid bearer token for GET /user', async () => {
    const none = await fetch(authUrl('/user'), { headers: { apikey: anonKey() } });
    expect(none.status).toBe(401);
    const forged = signJwt({ sub: 'x', session_id: 'y', exp: 9_999_999_999 }, 'z'.repeat(40));
    expect((await anonClient().auth.getUser(forged)).error).toMatchObject({
      status: 403,
      code: 'bad_jwt',
    });
    const expired = signJwt({ sub: 'x', session_id: 'y', exp: 1 }, jwtSecret());
    expect((await anonClient().auth.getUser(expired)).error).toMatchObject({
      status: 403,
      code: 'bad_jwt',
    });
  });

  it('changes the password (ending other sessions), metadata, and refuses the same password', async () => {
    const { client, email, password } = await createTestUser();
    const other = await signInAs(email, password);
    const otherToken = (await other.auth.getSession()).data.session!.access_token;

    const same = await client.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });

    const changed = await client.auth.updateUser({
      password: 'brand-new-pw',
      data: { theme: 'dark' },
    });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.user_metadata).toMatchObject({ theme: 'dark' });
    expect((await client.auth.getUser()).error).toBeNull();
    expect(await userStatus(otherToken)).toBe('session_not_found');

    expect((await anonClient().auth.signInWithPassword({ email, password })).error?.code).toBe(
      'invalid_credentials',
    );
    expect(
      (await anonClient().auth.signInWithPassword({ email, password: 'brand-new-pw' })).error,
    ).toBeNull();
  });
});

describe('password recovery', () => {
  const redirectTo = 'http://localhost:3000/reset-password';

  async function recoveryLink(email: string): Promise<string> {
    const { error } = await anonClient().auth.resetPasswordForEmail(email, { redirectTo });
    expect(error).toBeNull();
    const mail = (await outbox()).filter((m) => m.to === email).at(-1);
    expect(mail?.subject).toBe('Reset Your Password');
    const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail!.text)?.[1];
    expect(link).toBeDefined();
    return link!;
  }

  it('mails a link whose verify redirect carries a recovery session usable to set a new password', async () => {
    const { email } = await createTestUser();
    const link = await recoveryLink(email);
    expect(new URL(link).searchParams.get('redirect_to')).toBe(redirectTo);

    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location.startsWith(`${redirectTo}#`)).toBe(true);
    const params = fragment(location);
    expect(params.get('type')).toBe('recovery');
    expect(params.get('token_type')).toBe('bearer');
    expect(Number(params.get('expires_in'))).toBe(3600);

    const client = anonClient();
    const { error } = await client.auth.setSession({
      access_token: params.get('access_token')!,
      refresh_token: params.get('refresh_token')!,
    });
    expect(error).toBeNull();
    expect((await client.auth.updateUser({ password: 'recovered-pw' })).error).toBeNull();
    expect(
      (await anonClient().auth.signInWithPassword({ email, password: 'recovered-pw' })).error,
    ).toBeNull();

    // Single use: the same link now lands on the error fragment.
    const again = await fetch(link, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(Object.fromEntries(fragment(again.headers.get('location')))).toMatchObject({
      error: 'access_denied',
      error_code: 'otp_expired',
    });
  });

  it('answers 200 for unknown addresses without sending mail, and rejects a forged token', async () => {
    const email = uniqueEmail();
    expect((await anonClient().auth.resetPasswordForEmail(email)).error).toBeNull();
    expect((await outbox()).some((m) => m.to === email)).toBe(false);

    const forged = await fetch(
      authUrl(`/verify?token=deadbeef&type=recovery&redirect_to=${encodeURIComponent(redirectTo)}`),
      {
        redirect: 'manual',
      },
    );
    expect(forged.status).toBe(303);
    expect(fragment(forged.headers.get('location')).get('error_code')).toBe('otp_expired');
  });
});

describe('settings and health', () => {
  it('serves /settings and /health', async () => {
    const settings = await (
      await fetch(authUrl('/settings'), { headers: { apikey: anonKey() } })
    ).json();
    expect(settings).toMatchObject({ mailer_autoconfirm: true, external: { email: true } });
    expect((await fetch(authUrl('/health'))).status).toBe(200);
  });
});
