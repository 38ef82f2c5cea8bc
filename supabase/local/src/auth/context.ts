// What every /auth/v1 endpoint shares: the options, GoTrue's limits, transactions as its database
// role, mails, sessions and the signed-in caller. Built once per stack by createAuthContext.
import type { IncomingMessage } from 'node:http';
import type { StackConfig } from '../config.ts';
import type { Database, Queryable } from '../db.ts';
import { bearerToken, clientIp } from '../http.ts';
import { JwtError, verifyJwt } from '../jwt.ts';
import type { Outbox } from '../outbox.ts';
import { checkCaptcha } from './captcha.ts';
import { AuthError, overRequestRateLimit, validationFailed } from './errors.ts';
import type { MailContent, MailTemplates } from './mailer.ts';
import { FailureLimiter, RequestLimiter, type FailureLimitOptions } from './rate-limit.ts';
import { createSession, tokenBody, type AuthMethod, type TokenConfig } from './sessions.ts';
import { findUserById, type UserRow } from './users.ts';
import { isRedirectAllowed } from './validation.ts';

export interface AuthOptions {
  db: Database;
  outbox: Outbox;
  jwtSecret: string;
  config: StackConfig['auth'];
  /** config.toml's [auth.email.template.*], bodies read (mail-templates-config.ts). */
  mailTemplates: MailTemplates;
  /** Per-IP request limits of [auth.rate_limit]; test harnesses that sign up hundreds turn them off. */
  requestLimits: boolean;
  failureLimit: FailureLimitOptions;
  /** Public base URL of the stack (links in mails, token issuer). */
  publicUrl: () => string;
  log: (line: string) => void;
}

export const BCRYPT_COST = 10;
const AUTH_ROLE = 'supabase_auth_admin';
export const OAUTH_PROVIDERS = new Set(
  'apple azure bitbucket discord facebook figma fly github gitlab google kakao keycloak linkedin linkedin_oidc notion slack slack_oidc snapchat spotify twitch twitter workos x zoom'.split(
    ' ',
  ),
);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const text = (body: Record<string, unknown>, key: string): string => {
  const value = body[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw validationFailed(`${key} must be a string`);
  return value;
};

export function metadataOf(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw validationFailed('data must be a JSON object');
  }
  return value as Record<string, unknown>;
}

export function createAuthContext(options: AuthOptions) {
  const { db, config } = options;
  const tokens: TokenConfig = {
    jwtSecret: options.jwtSecret,
    expirySeconds: config.jwtExpiry,
    get issuer() {
      return `${options.publicUrl()}/auth/v1`;
    },
    rotation: config.enableRefreshTokenRotation,
    reuseIntervalSeconds: config.refreshTokenReuseInterval,
  };
  const passwordRules = {
    minimumLength: config.minimumPasswordLength,
    requiredCharacters: config.requiredCharacters,
  };
  const failures = new FailureLimiter(options.failureLimit);
  const limits = {
    token: new RequestLimiter(config.rateLimit.tokenRefresh, 300, 30),
    verify: new RequestLimiter(config.rateLimit.tokenVerifications, 300, 30),
    otp: new RequestLimiter(config.rateLimit.signInSignUps, 300),
  };

  /** GoTrue's tollbooth limits, per client address, counted when the request arrives. */
  function limit(req: IncomingMessage, limiter: RequestLimiter): void {
    if (options.requestLimits && !limiter.take(clientIp(req))) throw overRequestRateLimit();
  }

  /** One transaction as GoTrue's database role. */
  const asAuth = <T>(fn: (q: Queryable) => Promise<T>) => db.tx(fn, { role: AUTH_ROLE });
  const query = <R>(sql: string, params?: unknown[]) => asAuth((q) => q.query<R>(sql, params));

  function redirectTarget(value: string | null | undefined): string {
    return value && isRedirectAllowed(config.siteUrl, config.additionalRedirectUrls, value)
      ? value
      : config.siteUrl;
  }

  function send(to: string, mail: MailContent): void {
    options.outbox.send({ to, ...mail });
  }

  /** validateSentWithinFrequencyLimit: 429 over_email_send_rate_limit with the seconds left. */
  function checkFrequency(sentAt: Date | null): void {
    if (!sentAt) return;
    const left = sentAt.getTime() + config.email.maxFrequencySeconds * 1000 - Date.now();
    if (left > 0) {
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${Math.floor(left / 1000)} seconds.`,
      );
    }
  }

  async function startSession(user: UserRow, method: AuthMethod) {
    const { sessionId, refreshToken } = await asAuth(async (q) => {
      await q.query(
        'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1',
        [user.id],
      );
      return createSession(q, user.id);
    });
    const fresh = (await asAuth((q) => findUserById(q, user.id))) ?? user;
    return tokenBody(fresh, sessionId, refreshToken, method, tokens);
  }

  /**
   * The signed-in caller (requireAuthentication): a valid access token whose user exists; the
   * session is checked only when the token names one, as GoTrue does.
   */
  async function caller(
    req: IncomingMessage,
  ): Promise<{ user: UserRow; sessionId: string | null }> {
    const token = bearerToken(req);
    if (!token) {
      throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    }
    let claims;
    try {
      claims = verifyJwt(token, options.jwtSecret);
    } catch (error) {
      if (error instanceof JwtError) throw new AuthError(403, 'bad_jwt', error.message);
      throw error;
    }
    const { sub, session_id: sessionId } = claims;
    if (typeof sub !== 'string' || sub === '') {
      throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    }
    if (!UUID.test(sub))
      throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
    const user = await asAuth((q) => findUserById(q, sub));
    if (!user)
      throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (
      typeof sessionId !== 'string' ||
      sessionId === '' ||
      sessionId === '00000000-0000-0000-0000-000000000000'
    ) {
      return { user, sessionId: null };
    }
    if (!UUID.test(sessionId)) {
      throw new AuthError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID');
    }
    const [session] = await query('select 1 from auth.sessions where id = $1', [sessionId]);
    if (!session) {
      throw new AuthError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    }
    return { user, sessionId };
  }

  /** GoTrue's CAPTCHA check of a request whose body was read (captcha.ts). */
  const captcha = (req: IncomingMessage, body: Record<string, unknown>) =>
    checkCaptcha(config.captcha, req, body, options.jwtSecret);

  return {
    options,
    config,
    captcha,
    tokens,
    passwordRules,
    failures,
    limits,
    limit,
    asAuth,
    query,
    redirectTarget,
    send,
    checkFrequency,
    startSession,
    caller,
  };
}

export type AuthContext = ReturnType<typeof createAuthContext>;
