// GoTrue-compatible /auth/v1 endpoints (the subset supabase-js uses with e-mail + password).
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import bcrypt from 'bcryptjs';
import type { Database } from '../db.ts';
import {
  BadJsonError,
  BodyTooLargeError,
  bearerToken,
  clientIp,
  readJsonObject,
  sendJson,
} from '../http.ts';
import { JwtError, verifyJwt } from '../jwt.ts';
import type { Outbox } from '../outbox.ts';
import { AuthError, invalidCredentials, sendAuthError, validationFailed } from './errors.ts';
import { FailureLimiter, type RateLimitOptions } from './rate-limit.ts';
import { createSession, rotateRefreshToken, tokenBody, type TokenConfig } from './sessions.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
  userJson,
  type UserRow,
} from './users.ts';

export interface AuthOptions {
  db: Database;
  outbox: Outbox;
  jwtSecret: string;
  jwtExpirySeconds: number;
  rateLimit: RateLimitOptions;
  /** Public base URL of the stack (links in mails). */
  publicUrl: () => string;
  /** Where recovery links land when redirect_to is missing or not allowed. */
  siteUrl: string;
  isAllowedRedirect: (url: string) => boolean;
  log: (line: string) => void;
}

const MIN_PASSWORD_LENGTH = 6;
const RECOVERY_TTL_SECONDS = 3600;
const BCRYPT_COST = 10;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** GoTrue's limit (and auth.users.email's width): longer is a 400, never a database error. */
const MAX_EMAIL_LENGTH = 255;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

function requireEmail(body: Record<string, unknown>): string {
  const email = body.email;
  if (typeof email !== 'string' || email.trim() === '')
    throw validationFailed('Email address is required');
  if (email.trim().length > MAX_EMAIL_LENGTH)
    throw validationFailed('An email address is too long');
  if (!EMAIL_PATTERN.test(email.trim()))
    throw validationFailed(`Unable to validate email address: invalid format`);
  return email.trim().toLowerCase();
}

function requirePassword(body: Record<string, unknown>): string {
  const password = body.password;
  if (typeof password !== 'string' || password === '')
    throw validationFailed('Password is required');
  return password;
}

function checkStrength(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      {
        weak_password: { reasons: ['length'] },
      },
    );
  }
}

function metadataOf(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    throw validationFailed('data must be a JSON object');
  return value as Record<string, unknown>;
}

const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string }).code === '23505';

export function createAuthHandler(options: AuthOptions) {
  const { db } = options;
  const tokens: TokenConfig = {
    jwtSecret: options.jwtSecret,
    expirySeconds: options.jwtExpirySeconds,
    get issuer() {
      return `${options.publicUrl()}/auth/v1`;
    },
  };
  const limiter = new FailureLimiter(options.rateLimit);

  async function startSession(user: UserRow, method: 'password' | 'otp') {
    const { sessionId, refreshToken } = await db.tx(async (q) => {
      await q.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
      return createSession(q, user.id);
    });
    const fresh = (await findUserById(db, user.id)) ?? user;
    return tokenBody(fresh, sessionId, refreshToken, method, tokens);
  }

  /** The signed-in caller: a valid access token whose session still exists. */
  async function caller(req: IncomingMessage): Promise<{ user: UserRow; sessionId: string }> {
    const token = bearerToken(req);
    if (!token)
      throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
    let claims;
    try {
      claims = verifyJwt(token, options.jwtSecret);
    } catch (error) {
      if (error instanceof JwtError) throw new AuthError(403, 'bad_jwt', error.message);
      throw error;
    }
    const { sub, session_id: sessionId } = claims;
    if (typeof sub !== 'string' || typeof sessionId !== 'string') {
      throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub or session_id claim');
    }
    const [session] = await db.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
      sessionId,
      sub,
    ]);
    if (!session)
      throw new AuthError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    const user = await findUserById(db, sub);
    if (!user)
      throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { user, sessionId };
  }

  async function signup(req: IncomingMessage) {
    const body = await readJsonObject(req);
    const email = requireEmail(body);
    const password = requirePassword(body);
    checkStrength(password);
    const metadata = metadataOf(body.data) ?? {};
    if (await findUserByEmail(db, email))
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    const hash = await bcrypt.hash(password, BCRYPT_COST);
    try {
      const user = await db.tx((q) => insertUser(q, email, hash, metadata));
      return startSession(user, 'password');
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AuthError(422, 'user_already_exists', 'User already registered');
      throw error;
    }
  }

  async function passwordGrant(req: IncomingMessage) {
    const body = await readJsonObject(req);
    const email = requireEmail(body);
    const password = requirePassword(body);
    const key = `${email}|${clientIp(req)}`;
    if (limiter.isBlocked(key)) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    const user = await findUserByEmail(db, email);
    const ok =
      !!user?.encrypted_password && (await bcrypt.compare(password, user.encrypted_password));
    if (!user || !ok) {
      limiter.recordFailure(key);
      throw invalidCredentials();
    }
    limiter.reset(key);
    return startSession(user, 'password');
  }

  async function refreshGrant(req: IncomingMessage) {
    const body = await readJsonObject(req);
    const presented = body.refresh_token;
    if (typeof presented !== 'string' || presented === '')
      throw validationFailed('refresh_token is required');
    const rotation = await db.tx((q) => rotateRefreshToken(q, presented));
    if (rotation.kind === 'reused') {
      throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    return tokenBody(rotation.user, rotation.sessionId, rotation.refreshToken, 'password', tokens);
  }

  async function logout(req: IncomingMessage, scope: string) {
    if (!['global', 'local', 'others'].includes(scope))
      throw validationFailed(`Unsupported logout scope "${scope}"`);
    const { user, sessionId } = await caller(req);
    if (scope === 'global')
      await db.query('delete from auth.sessions where user_id = $1', [user.id]);
    else if (scope === 'local')
      await db.query('delete from auth.sessions where id = $1', [sessionId]);
    else
      await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
        user.id,
        sessionId,
      ]);
  }

  async function updateCurrentUser(req: IncomingMessage) {
    const { user, sessionId } = await caller(req);
    const body = await readJsonObject(req);
    const changes: { passwordHash?: string; email?: string; metadata?: Record<string, unknown> } =
      {};
    if (body.password !== undefined && body.password !== null) {
      const password = requirePassword(body);
      checkStrength(password);
      if (user.encrypted_password && (await bcrypt.compare(password, user.encrypted_password))) {
        throw new AuthError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      }
      changes.passwordHash = await bcrypt.hash(password, BCRYPT_COST);
    }
    if (body.email !== undefined && body.email !== null) {
      const email = requireEmail(body);
      const existing = await findUserByEmail(db, email);
      if (existing && existing.id !== user.id) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      // Locally e-mail changes apply at once (mailer autoconfirm).
      changes.email = email;
    }
    changes.metadata = metadataOf(body.data);
    const updated = await db.tx(async (q) => {
      const row = await updateUser(q, user.id, changes);
      // A new password ends every other session of the user (GoTrue does the same).
      if (changes.passwordHash) {
        await q.query('delete from auth.sessions where user_id = $1 and id <> $2', [
          user.id,
          sessionId,
        ]);
      }
      return row;
    });
    return userJson(updated);
  }

  function redirectTarget(value: unknown): string {
    return typeof value === 'string' && options.isAllowedRedirect(value) ? value : options.siteUrl;
  }

  async function recover(req: IncomingMessage, url: URL) {
    const body = await readJsonObject(req);
    const email = requireEmail(body);
    const user = await findUserByEmail(db, email);
    // Always 200: the answer must not reveal whether the address has an account.
    if (!user) return;
    const token = randomBytes(32).toString('hex');
    await db.query(
      'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1',
      [user.id, hashToken(token)],
    );
    const link = new URL(`${options.publicUrl()}/auth/v1/verify`);
    link.searchParams.set('token', token);
    link.searchParams.set('type', 'recovery');
    link.searchParams.set('redirect_to', redirectTarget(url.searchParams.get('redirect_to')));
    options.outbox.send({
      to: user.email,
      subject: 'Reset Your Password',
      text: `Follow this link to reset the password for your user:\n${link.href}\n`,
      html: `<h2>Reset Password</h2>\n<p>Follow this link to reset the password for your user:</p>\n<p><a href="${link.href.replace(/&/g, '&amp;')}">Reset Password</a></p>`,
    });
  }

  async function verify(url: URL): Promise<string> {
    const target = new URL(redirectTarget(url.searchParams.get('redirect_to')));
    const token = url.searchParams.get('token') ?? '';
    const [row] =
      url.searchParams.get('type') === 'recovery' && token !== ''
        ? await db.query<{ id: string }>(
            `update auth.users set recovery_token = '', recovery_sent_at = null
             where recovery_token = $1 and recovery_sent_at > now() - make_interval(secs => $2)
             returning id`,
            [hashToken(token), RECOVERY_TTL_SECONDS],
          )
        : [];
    const user = row && (await findUserById(db, row.id));
    if (!user) {
      target.hash = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      }).toString();
      return target.href;
    }
    const session = await startSession(user, 'otp');
    target.hash = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type: 'recovery',
    }).toString();
    return target.href;
  }

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
  ): Promise<void> {
    const method = req.method ?? 'GET';
    const at = (m: string, p: string) => method === m && path === p;
    if (at('GET', '/health'))
      return sendJson(res, 200, { version: 'local', name: 'GoTrue', description: 'local auth' });
    if (at('GET', '/settings')) {
      return sendJson(res, 200, {
        external: { email: true, phone: false, anonymous_users: false },
        disable_signup: false,
        mailer_autoconfirm: true,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      });
    }
    if (at('POST', '/signup')) return sendJson(res, 200, await signup(req));
    if (at('POST', '/token')) {
      const grant = url.searchParams.get('grant_type');
      if (grant === 'password') return sendJson(res, 200, await passwordGrant(req));
      if (grant === 'refresh_token') return sendJson(res, 200, await refreshGrant(req));
      throw new AuthError(400, 'unsupported_grant_type', `Unsupported grant type "${grant ?? ''}"`);
    }
    if (at('POST', '/logout')) {
      await logout(req, url.searchParams.get('scope') ?? 'global');
      res.writeHead(204).end();
      return;
    }
    if (at('GET', '/user')) return sendJson(res, 200, userJson((await caller(req)).user));
    if (at('PUT', '/user')) return sendJson(res, 200, await updateCurrentUser(req));
    if (at('POST', '/recover')) {
      await recover(req, url);
      return sendJson(res, 200, {});
    }
    if (at('GET', '/verify')) {
      res.writeHead(303, { location: await verify(url) }).end();
      return;
    }
    throw new AuthError(404, 'not_found', 'Not found');
  }

  return async function handleAuth(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
  ): Promise<void> {
    try {
      await route(req, res, path, url);
    } catch (error) {
      if (error instanceof AuthError) return sendAuthError(req, res, error);
      if (error instanceof BadJsonError)
        return sendAuthError(req, res, new AuthError(400, 'bad_json', error.message));
      if (error instanceof BodyTooLargeError) {
        return sendAuthError(req, res, new AuthError(413, 'request_too_large', error.message));
      }
      options.log(`auth error: ${(error as Error).stack ?? String(error)}`);
      sendAuthError(req, res, new AuthError(500, 'unexpected_failure', 'Unexpected failure'));
    }
  };
}
