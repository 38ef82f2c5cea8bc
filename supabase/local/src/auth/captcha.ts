// GoTrue's CAPTCHA check (its verifyCaptcha middleware) for sign-up, the password grant,
// recovery, resend and OTP when [auth.captcha] is on: the token the client sends as
// gotrue_meta_security.captcha_token is verified with the provider, and a request without one,
// or with one the provider refuses, gets GoTrue's 400 captcha_failed. A service_role caller is
// not asked. The providers' published test secrets are answered here as the providers document
// them (this machine reaches no provider); any other secret is verified by the provider itself.
import type { IncomingMessage } from 'node:http';
import type { CaptchaConfig } from '../captcha-config.ts';
import { bearerToken, clientIp } from '../http.ts';
import { verifyJwt } from '../jwt.ts';
import { AuthError } from './errors.ts';

const VERIFY_URL = {
  hcaptcha: 'https://hcaptcha.com/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
} as const;

/** Cloudflare's and hCaptcha's test secrets: what siteverify answers for each. */
const TURNSTILE_DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
const HCAPTCHA_TEST_TOKEN = '10000000-aaaa-bbbb-cccc-000000000001';
const TEST_SECRETS: Record<string, (token: string) => string[]> = {
  // Always passes (the dummy token the test site keys hand out; nothing else).
  '1x0000000000000000000000000000000AA': (token) =>
    token === TURNSTILE_DUMMY_TOKEN ? [] : ['invalid-input-response'],
  // Always fails.
  '2x0000000000000000000000000000000AA': () => ['invalid-input-response'],
  // Says the token was used already.
  '3x0000000000000000000000000000000AA': () => ['timeout-or-duplicate'],
  '0x0000000000000000000000000000000000000000': (token) =>
    token === HCAPTCHA_TEST_TOKEN ? [] : ['invalid-input-response'],
};

interface Verdict {
  success: boolean;
  errorCodes: string[];
}

async function askProvider(config: CaptchaConfig, token: string, ip: string): Promise<Verdict> {
  const test = TEST_SECRETS[config.secret];
  if (test) {
    const errorCodes = test(token);
    return { success: errorCodes.length === 0, errorCodes };
  }
  const response = await fetch(VERIFY_URL[config.provider], {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ secret: config.secret, response: token, remoteip: ip }),
    signal: AbortSignal.timeout(10_000),
  });
  const answer = (await response.json()) as { success?: boolean; 'error-codes'?: string[] };
  return { success: answer.success === true, errorCodes: answer['error-codes'] ?? [] };
}

function isServiceRole(req: IncomingMessage, jwtSecret: string): boolean {
  const token = bearerToken(req);
  if (!token) return false;
  try {
    return verifyJwt(token, jwtSecret).role === 'service_role';
  } catch {
    return false;
  }
}

/** Throws GoTrue's refusal unless the request carries a token the provider accepts. */
export async function checkCaptcha(
  config: CaptchaConfig,
  req: IncomingMessage,
  body: Record<string, unknown>,
  jwtSecret: string,
): Promise<void> {
  if (!config.enabled || isServiceRole(req, jwtSecret)) return;
  const security = body.gotrue_meta_security as { captcha_token?: unknown } | undefined;
  const token = typeof security?.captcha_token === 'string' ? security.captcha_token.trim() : '';
  if (!token) {
    throw new AuthError(
      400,
      'captcha_failed',
      'captcha protection: request disallowed (no captcha_token found)',
    );
  }
  let verdict: Verdict;
  try {
    verdict = await askProvider(config, token, clientIp(req));
  } catch {
    throw new AuthError(500, 'unexpected_failure', 'captcha verification process failed');
  }
  if (!verdict.success) {
    throw new AuthError(
      400,
      'captcha_failed',
      `captcha protection: request disallowed (${verdict.errorCodes.join(', ')})`,
    );
  }
}
