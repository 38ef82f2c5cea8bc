// [auth.captcha] on: GoTrue asks sign-up, the password grant, recovery and resend for a token the
// provider accepts (gotrue_meta_security.captcha_token, supabase-js's `captchaToken`), and
// refuses without one with 400 captcha_failed; refreshing a session and a service_role caller are
// not asked. The stack uses Cloudflare Turnstile's published always-pass test secret, which
// accepts only the dummy token its test site keys hand out. The shared test stack has CAPTCHA off
// (as config.toml has locally), so this starts a stack of its own.
import { createClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { runStackCli } from './helpers.ts';

const DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
const NO_TOKEN = 'captcha protection: request disallowed (no captcha_token found)';

it('asks for a token on sign-up, sign-in, recovery and resend; not on refresh or as service_role', async () => {
  const stack = runStackCli([], {
    SUPABASE_AUTH_CAPTCHA_ENABLED: 'true',
    SUPABASE_AUTH_CAPTCHA_PROVIDER: 'turnstile',
    SUPABASE_AUTH_CAPTCHA_SECRET: '1x0000000000000000000000000000000AA',
  });
  try {
    const { url, anonKey, serviceRoleKey } = await stack.ready;
    const client = createClient(url, anonKey, { auth: { persistSession: false } });
    const email = `captcha-${randomUUID()}@test.local`;
    const password = 'Valhalla9';

    const withoutToken = await client.auth.signUp({ email, password });
    expect(withoutToken.error).toMatchObject({
      status: 400,
      code: 'captcha_failed',
      message: NO_TOKEN,
    });
    const forged = await client.auth.signUp({
      email,
      password,
      options: { captchaToken: 'forged' },
    });
    expect(forged.error).toMatchObject({
      status: 400,
      code: 'captcha_failed',
      message: 'captcha protection: request disallowed (invalid-input-response)',
    });
    const signedUp = await client.auth.signUp({
      email,
      password,
      options: { captchaToken: DUMMY_TOKEN },
    });
    expect(signedUp.error).toBeNull();
    // Sign-up asks for e-mail confirmation: sign-in is tried with an account made confirmed.
    const admin = createClient(url, serviceRoleKey, { auth: { persistSession: false } });
    const member = `captcha-member-${randomUUID()}@test.local`;
    const created = await admin.auth.admin.createUser({
      email: member,
      password,
      email_confirm: true,
    });
    expect(created.error).toBeNull();

    const signInWithout = await client.auth.signInWithPassword({ email: member, password });
    expect(signInWithout.error).toMatchObject({ code: 'captcha_failed', message: NO_TOKEN });
    const signedIn = await client.auth.signInWithPassword({
      email: member,
      password,
      options: { captchaToken: DUMMY_TOKEN },
    });
    expect(signedIn.error).toBeNull();
    // A session refreshes without a new check.
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();

    const resetWithout = await client.auth.resetPasswordForEmail(email);
    expect(resetWithout.error).toMatchObject({ code: 'captcha_failed' });
    const reset = await client.auth.resetPasswordForEmail(email, { captchaToken: DUMMY_TOKEN });
    expect(reset.error).toBeNull();
    const resendWithout = await client.auth.resend({ type: 'signup', email });
    expect(resendWithout.error).toMatchObject({ code: 'captcha_failed' });

    // Server-side callers with the service_role key are not asked (GoTrue skips admin callers).
    const asService = await fetch(`${url}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        authorization: `Bearer ${serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: `service-${randomUUID()}@test.local`, password }),
    });
    expect(asService.status).toBe(200);
  } finally {
    stack.stop();
    await stack.exit;
  }
}, 180_000);
