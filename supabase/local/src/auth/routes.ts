// GoTrue-compatible /auth/v1 endpoints, configured by config.toml's [auth] tables. Everything
// runs as supabase_auth_admin (GoTrue's database role), so triggers on auth.users run as on
// hosted. Features this project leaves off answer the way hosted answers a disabled feature.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import bcrypt from 'bcryptjs';
import type { StackConfig } from '../config.ts';
import type { Database, Queryable } from '../db.ts';
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
import {
  AuthError,
  invalidCredentials,
  overRequestRateLimit,
  sendAuthError,
  validationFailed,
} from './errors.ts';
import {
  emailChangeMail,
  magicLinkMail,
  recoveryMail,
  verifyLink,
  type MailContent,
} from './mailer.ts';
import { FailureLimiter, RequestLimiter, type FailureLimitOptions } from './rate-limit.ts';
import {
  createSession,
  isRefreshTokenShape,
  rotateRefreshToken,
  tokenBody,
  type AuthMethod,
  type TokenConfig,
} from './sessions.ts';
import { generateOtp, tokenHash } from './tokens.ts';
import {
  findUserByColumn,
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
  userJson,
  type UserRow,
} from './users.ts';
import { checkPasswordStrength, isRedirectAllowed, validateEmail } from './validation.ts';

export interface AuthOptions {
  db: Database;
  outbox: Outbox;
  jwtSecret: string;
  config: StackConfig['auth'];
  /** Per-IP request limits of [auth.rate_limit]; test harnesses that sign up hundreds turn them off. */
  requestLimits: boolean;
  failureLimit: FailureLimitOptions;
  /** Public base URL of the stack (links in mails, token issuer). */
  publicUrl: () => string;
  log: (line: string) => void;
}

const BCRYPT_COST = 10;
const AUTH_ROLE = 'supabase_auth_admin';
/** Compared against when the account does not exist, so both answers take one bcrypt. */
const DUMMY_HASH = bcrypt.hashSync(randomBytes(16).toString('hex'), BCRYPT_COST);
const OAUTH_PROVIDERS = new Set(
  'apple azure bitbucket discord facebook figma fly github gitlab google kakao keycloak linkedin linkedin_oidc notion slack slack_oidc snapchat spotify twitch twitter workos x zoom'.split(
    ' ',
  ),
);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (body: Record<string, unknown>, key: string): string => {
  const value = body[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw validationFailed(`${key} must be a string`);
  return value;
};

function metadataOf(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw validationFailed('data must be a JSON object');
  }
  return value as Record<string, unknown>;
}

const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string }).code === '23505';

export function createAuthHandler(options: AuthOptions) {
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

  async function signup(req: IncomingMessage) {
    const body = await readJsonObject(req);
    const email = text(body, 'email');
    const phone = text(body, 'phone');
    if (email === '' && phone === '') {
      throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    }
    limit(req, limits.otp);
    if (!config.enableSignup) {
      throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
    }
    const password = text(body, 'password');
    if (password === '') throw validationFailed('Signup requires a valid password');
    checkPasswordStrength(password, passwordRules);
    if (email !== '' && phone !== '') {
      throw validationFailed('Only an email address or phone number should be provided on signup.');
    }
    if (phone !== '')
      throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    if (!config.email.enableSignup) {
      throw new AuthError(400, 'email_provider_disabled', 'Email signups are disabled');
    }
    const address = validateEmail(email);
    const metadata = metadataOf(body.data) ?? {};
    if (await asAuth((q) => findUserByEmail(q, address))) {
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    }
    const hash = await bcrypt.hash(password, BCRYPT_COST);
    try {
      const user = await asAuth((q) => insertUser(q, address, hash, metadata));
      return startSession(user, 'password');
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AuthError(422, 'user_already_exists', 'User already registered');
      }
      throw error;
    }
  }

  async function passwordGrant(req: IncomingMessage) {
    const body = await readJsonObject(req);
    const email = text(body, 'email');
    const phone = text(body, 'phone');
    const password = text(body, 'password');
    if (email !== '' && phone !== '') {
      throw validationFailed('Only an email address or phone number should be provided on login.');
    }
    if (phone !== '')
      throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
    if (email === '') throw validationFailed('missing email or phone');
    // Counted before bcrypt: parallel guesses see each other's attempts.
    const key = `${email.toLowerCase()}|${clientIp(req)}`;
    if (!failures.begin(key)) throw overRequestRateLimit();
    const user = await asAuth((q) => findUserByEmail(q, email));
    const ok = await bcrypt.compare(password, user?.encrypted_password || DUMMY_HASH);
    if (!user?.encrypted_password || !ok) throw invalidCredentials();
    failures.succeeded(key);
    const session = await startSession(user, 'password');
    try {
      checkPasswordStrength(password, passwordRules);
      return session;
    } catch (weak) {
      if (!(weak instanceof AuthError) || weak.code !== 'weak_password') return session;
      const { reasons } = weak.extra.weak_password as { reasons: string[] };
      return { ...session, weak_password: { message: weak.message, reasons } };
    }
  }

  async function refreshGrant(req: IncomingMessage) {
    const body = await readJsonObject(req);
    const presented = text(body, 'refresh_token');
    if (!isRefreshTokenShape(presented)) throw validationFailed('Refresh token is not valid');
    const rotation = await asAuth((q) => rotateRefreshToken(q, presented, tokens));
    if (rotation.kind === 'reused') {
      throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    return tokenBody(
      rotation.user,
      rotation.sessionId,
      rotation.refreshToken,
      'token_refresh',
      tokens,
    );
  }

  async function token(req: IncomingMessage, grant: string) {
    const handlers: Record<string, () => Promise<unknown>> = {
      password: () => passwordGrant(req),
      refresh_token: () => refreshGrant(req),
      pkce: async () => {
        const body = await readJsonObject(req);
        if (text(body, 'auth_code') === '' || text(body, 'code_verifier') === '') {
          throw validationFailed(
            'invalid request: both auth code and code verifier should be non-empty',
          );
        }
        // No flow state is ever stored: this project signs in with the implicit flow.
        throw new AuthError(
          404,
          'flow_state_not_found',
          'invalid flow state, no valid flow state found',
        );
      },
      id_token: async () => {
        const body = await readJsonObject(req);
        const issuer = text(body, 'issuer') || text(body, 'provider');
        throw new AuthError(
          400,
          'provider_disabled',
          `Provider (issuer "${issuer}") is not enabled`,
        );
      },
    };
    const handler = handlers[grant];
    if (!handler) throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
    limit(req, limits.token);
    return handler();
  }

  async function logout(req: IncomingMessage, scope: string) {
    if (!['global', 'local', 'others'].includes(scope)) {
      throw validationFailed(`Unsupported logout scope "${scope}"`);
    }
    const { user, sessionId } = await caller(req);
    if (scope === 'global' || !sessionId) {
      await query('delete from auth.sessions where user_id = $1', [user.id]);
    } else if (scope === 'local') {
      await query('delete from auth.sessions where id = $1', [sessionId]);
    } else {
      await query('delete from auth.sessions where user_id = $1 and id <> $2', [
        user.id,
        sessionId,
      ]);
    }
  }

  /**
   * Starts an e-mail change (sendEmailChange): the address stays until a link is followed. The
   * new address gets a link; with double_confirm_changes the current one gets its own link too.
   */
  async function sendEmailChange(
    q: Queryable,
    user: UserRow,
    newEmail: string,
    redirectTo: string,
  ) {
    checkFrequency(user.email_change_sent_at);
    const otpNew = generateOtp(config.email.otpLength);
    const hashNew = tokenHash(newEmail, otpNew);
    const otpCurrent = config.email.doubleConfirmChanges ? generateOtp(config.email.otpLength) : '';
    const hashCurrent = otpCurrent ? tokenHash(user.email, otpCurrent) : '';
    await q.query(
      `update auth.users set email_change = $2, email_change_token_new = $3,
         email_change_token_current = $4, email_change_confirm_status = 0,
         email_change_sent_at = now(), updated_at = now()
       where id = $1`,
      [user.id, newEmail, hashNew, hashCurrent],
    );
    const api = options.publicUrl();
    send(
      newEmail,
      emailChangeMail(verifyLink(api, hashNew, 'email_change', redirectTo), otpNew, newEmail),
    );
    if (otpCurrent) {
      send(
        user.email,
        emailChangeMail(
          verifyLink(api, hashCurrent, 'email_change', redirectTo),
          otpCurrent,
          newEmail,
        ),
      );
    }
  }

  async function updateCurrentUser(req: IncomingMessage, url: URL) {
    const { user, sessionId } = await caller(req);
    limit(req, limits.otp);
    const body = await readJsonObject(req);
    const email = text(body, 'email') ? validateEmail(text(body, 'email')) : '';
    if (text(body, 'phone'))
      throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
    const password =
      body.password === undefined || body.password === null ? null : text(body, 'password');
    if (password !== null) checkPasswordStrength(password, passwordRules);
    if (body.app_metadata !== undefined && body.app_metadata !== null) {
      throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
    }
    const newEmail = email && email !== user.email ? email : '';
    if (newEmail) {
      const existing = await asAuth((q) => findUserByEmail(q, newEmail));
      if (existing && existing.id !== user.id) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
    }
    let passwordHash: string | undefined;
    if (password) {
      if (user.encrypted_password && (await bcrypt.compare(password, user.encrypted_password))) {
        throw new AuthError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      }
      passwordHash = await bcrypt.hash(password, BCRYPT_COST);
    }
    const updated = await asAuth(async (q) => {
      const row = await updateUser(q, user.id, { passwordHash, metadata: metadataOf(body.data) });
      // A new password ends every other session of the user (UpdatePassword).
      if (passwordHash) {
        await q.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
          user.id,
          sessionId,
        ]);
      }
      if (newEmail) {
        await sendEmailChange(
          q,
          row,
          newEmail,
          redirectTarget(url.searchParams.get('redirect_to')),
        );
      }
      return (await findUserById(q, user.id)) ?? row;
    });
    return userJson(updated);
  }

  /** recover (and magic links, which share its columns and timer): mails a one-time link. */
  async function mailLoginLink(
    user: UserRow,
    type: 'recovery' | 'magiclink',
    redirectTo: string,
  ): Promise<void> {
    checkFrequency(user.recovery_sent_at);
    const otp = generateOtp(config.email.otpLength);
    const hash = tokenHash(user.email, otp);
    await query(
      'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1',
      [user.id, hash],
    );
    const link = verifyLink(options.publicUrl(), hash, type, redirectTo);
    send(user.email, type === 'recovery' ? recoveryMail(link, otp) : magicLinkMail(link, otp));
  }

  async function recover(req: IncomingMessage, url: URL) {
    limit(req, limits.otp);
    const body = await readJsonObject(req);
    const email = text(body, 'email');
    if (email === '') throw validationFailed('Password recovery requires an email');
    const user = await asAuth((q) => findUserByEmail(q, validateEmail(email)));
    // 200 either way: the answer must not reveal whether the address has an account.
    if (user)
      await mailLoginLink(user, 'recovery', redirectTarget(url.searchParams.get('redirect_to')));
  }

  async function otp(req: IncomingMessage, url: URL) {
    limit(req, limits.otp);
    const body = await readJsonObject(req);
    if (text(body, 'phone'))
      throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
    const email = validateEmail(text(body, 'email'));
    let user = await asAuth((q) => findUserByEmail(q, email));
    if (!user) {
      if (body.create_user === false || !config.enableSignup) {
        throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
      }
      user = await asAuth((q) => insertUser(q, email, null, metadataOf(body.data) ?? {}));
    }
    await mailLoginLink(user, 'magiclink', redirectTarget(url.searchParams.get('redirect_to')));
  }

  async function resend(req: IncomingMessage, url: URL) {
    limit(req, limits.otp);
    const body = await readJsonObject(req);
    const type = text(body, 'type');
    if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    }
    if (text(body, 'phone') || type === 'sms' || type === 'phone_change') {
      throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    }
    if (text(body, 'email') === '') throw validationFailed('Missing email address or phone number');
    const user = await asAuth((q) => findUserByEmail(q, validateEmail(text(body, 'email'))));
    // Sign-ups are confirmed at once, so only a pending e-mail change has anything to resend.
    if (!user || type === 'signup' || !user.email_change) return;
    await asAuth((q) =>
      sendEmailChange(
        q,
        user,
        user.email_change,
        redirectTarget(url.searchParams.get('redirect_to')),
      ),
    );
  }

  /**
   * The user a link or code belongs to, with its type; GoTrue's verifyTokenHash. Recovery and
   * magic-link tokens share a column; an e-mail change has one per address.
   */
  async function userForToken(
    type: string,
    hash: string,
  ): Promise<{ user: UserRow; column: string }> {
    const expired = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
    const lookups: Record<
      string,
      ('recovery_token' | 'email_change_token_new' | 'email_change_token_current')[]
    > = {
      recovery: ['recovery_token'],
      magiclink: ['recovery_token'],
      email: ['recovery_token'],
      email_change: ['email_change_token_new', 'email_change_token_current'],
    };
    const columns = lookups[type];
    if (!columns) {
      if (type === 'signup' || type === 'invite') throw expired();
      throw validationFailed('Invalid email verification type');
    }
    for (const column of columns) {
      const user = await asAuth((q) => findUserByColumn(q, column, hash));
      if (!user) continue;
      const sentAt =
        column === 'recovery_token' ? user.recovery_sent_at : user.email_change_sent_at;
      if (!sentAt || sentAt.getTime() + config.email.otpExpiry * 1000 < Date.now()) throw expired();
      return { user, column };
    }
    throw expired();
  }

  /** Applies a verified token: recovery/magic link sign in; an e-mail change takes effect. */
  async function consume(type: string, user: UserRow): Promise<UserRow> {
    return asAuth(async (q) => {
      if (type === 'email_change') {
        await q.query(
          `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
             email_change_token_current = '', email_change_confirm_status = 0, email_change_sent_at = null,
             updated_at = now()
           where id = $1`,
          [user.id],
        );
        await q.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
             updated_at = now()
           where user_id = $1 and provider = 'email'`,
          [user.id, user.email_change],
        );
      } else {
        await q.query(
          `update auth.users set recovery_token = '', recovery_sent_at = null, updated_at = now(),
             email_confirmed_at = coalesce(email_confirmed_at, now())
           where id = $1`,
          [user.id],
        );
      }
      const fresh = await findUserById(q, user.id);
      if (!fresh) throw new Error(`user ${user.id} vanished during verify`);
      return fresh;
    });
  }

  async function verifyGet(req: IncomingMessage, url: URL): Promise<string> {
    limit(req, limits.verify);
    const type = url.searchParams.get('type') ?? '';
    const token = url.searchParams.get('token') ?? '';
    const target = new URL(redirectTarget(url.searchParams.get('redirect_to')));
    if (type === '') throw validationFailed('Verify requires a verification type');
    if (token === '') throw validationFailed('Verify requires a token or a token hash');
    try {
      const { user } = await userForToken(type, token);
      const verified = await consume(type, user);
      const session = await startSession(verified, 'otp');
      target.hash = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type,
      }).toString();
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      target.hash = new URLSearchParams({
        error: error.status === 403 ? 'access_denied' : 'invalid_request',
        error_code: error.code,
        error_description: error.message,
        sb: '',
      }).toString();
    }
    return target.href;
  }

  /** POST /verify: {type, token_hash} (verifyOtp's server-side pattern) or {type, email, token}. */
  async function verifyPost(req: IncomingMessage) {
    limit(req, limits.verify);
    const body = await readJsonObject(req);
    const type = text(body, 'type');
    const token = text(body, 'token');
    let hash = text(body, 'token_hash');
    if (type === '') throw validationFailed('Verify requires a verification type');
    if ((token === '') === (hash === '')) {
      throw validationFailed('Verify requires either a token or a token hash');
    }
    if (hash !== '' && (text(body, 'email') || text(body, 'phone') || text(body, 'redirect_to'))) {
      throw validationFailed('Only the token_hash and type should be provided');
    }
    if (token !== '') {
      if (text(body, 'phone'))
        throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
      let email: string;
      try {
        email = validateEmail(text(body, 'email'));
      } catch {
        throw new AuthError(422, 'validation_failed', 'Invalid email format');
      }
      const user = await asAuth((q) => findUserByEmail(q, email));
      // For an e-mail change the code mailed to the new address hashes with that address.
      const addresses =
        type === 'email_change' && user?.email_change ? [user.email, user.email_change] : [email];
      const candidates = addresses.map((address) => tokenHash(address, token));
      const stored = [
        user?.recovery_token,
        user?.email_change_token_new,
        user?.email_change_token_current,
      ];
      const match = candidates.find((candidate) => stored.includes(candidate));
      if (!user || !match)
        throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
      hash = match;
    }
    const { user } = await userForToken(type, hash);
    const verified = await consume(type, user);
    return startSession(verified, 'otp');
  }

  async function reauthenticate(req: IncomingMessage) {
    const { user } = await caller(req);
    const [row] = await query<{ sent: Date | null }>(
      'select reauthentication_sent_at as sent from auth.users where id = $1',
      [user.id],
    );
    checkFrequency(row?.sent ?? null);
    const code = generateOtp(config.email.otpLength);
    await query(
      'update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1',
      [user.id, tokenHash(user.email, code)],
    );
    send(user.email, {
      subject: `${code} is your verification code`,
      html: `<h2>Your verification code</h2>\n\n<p>Use the code below to verify your identity. It expires shortly.</p>\n<p>${code}</p>`,
      text: `Your verification code: ${code}\n`,
    });
  }

  function settings() {
    return {
      external: {
        email: config.email.enableSignup,
        phone: config.smsSignup,
        anonymous_users: config.enableAnonymousSignIns,
        ...Object.fromEntries([...OAUTH_PROVIDERS].map((p) => [p, false])),
      },
      disable_signup: !config.enableSignup,
      mailer_autoconfirm: !config.email.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    };
  }

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
  ): Promise<void> {
    const method = req.method ?? 'GET';
    const at = (m: string, p: string) => method === m && path === p;
    if (at('GET', '/health')) {
      return sendJson(res, 200, {
        version: 'local',
        name: 'GoTrue',
        description: 'GoTrue-compatible local auth',
      });
    }
    if (at('GET', '/settings')) return sendJson(res, 200, settings());
    if (at('GET', '/.well-known/jwks.json')) return sendJson(res, 200, { keys: [] });
    if (at('POST', '/signup')) return sendJson(res, 200, await signup(req));
    if (at('POST', '/token'))
      return sendJson(res, 200, await token(req, url.searchParams.get('grant_type') ?? ''));
    if (at('POST', '/logout')) {
      await logout(req, url.searchParams.get('scope') ?? 'global');
      res.writeHead(204).end();
      return;
    }
    if (at('GET', '/user')) return sendJson(res, 200, userJson((await caller(req)).user));
    if (at('PUT', '/user')) return sendJson(res, 200, await updateCurrentUser(req, url));
    if (at('POST', '/recover')) {
      await recover(req, url);
      return sendJson(res, 200, {});
    }
    if (at('POST', '/otp') || at('POST', '/magiclink')) {
      await otp(req, url);
      return sendJson(res, 200, {});
    }
    if (at('POST', '/resend')) {
      await resend(req, url);
      return sendJson(res, 200, {});
    }
    if (at('GET', '/verify')) {
      res.writeHead(303, { location: await verifyGet(req, url) }).end();
      return;
    }
    if (at('POST', '/verify')) return sendJson(res, 200, await verifyPost(req));
    if (at('GET', '/reauthenticate')) {
      await reauthenticate(req);
      return sendJson(res, 200, {});
    }
    if (at('GET', '/authorize')) {
      const provider = url.searchParams.get('provider') ?? '';
      const reason = OAUTH_PROVIDERS.has(provider)
        ? 'provider is not enabled'
        : `Provider ${provider} could not be found`;
      throw validationFailed(`Unsupported provider: ${reason}`);
    }
    if (path.startsWith('/user/identities')) {
      await caller(req);
      throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
    }
    if (path === '/factors' || path.startsWith('/factors/')) {
      await caller(req);
      if (at('POST', '/factors')) {
        const body = await readJsonObject(req);
        const kind = text(body, 'factor_type') === 'phone' ? 'Phone' : 'TOTP';
        throw new AuthError(
          422,
          `mfa_${kind.toLowerCase()}_enroll_not_enabled`,
          `MFA enroll is disabled for ${kind}`,
        );
      }
      throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
    }
    if (path === '/sso' || path.startsWith('/sso/')) {
      throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
    }
    // GoTrue's router answers chi's plain "404 page not found" for paths it does not know.
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('404 page not found\n');
  }

  return async function handleAuth(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
  ): Promise<void> {
    try {
      await route(req, res, path.replace(/\/$/, '') || '/', url);
    } catch (error) {
      if (error instanceof AuthError) return sendAuthError(req, res, error);
      if (error instanceof BadJsonError) {
        return sendAuthError(req, res, new AuthError(400, 'bad_json', error.message));
      }
      if (error instanceof BodyTooLargeError) {
        return sendAuthError(req, res, new AuthError(413, 'request_too_large', error.message));
      }
      options.log(`auth error: ${(error as Error).stack ?? String(error)}`);
      sendAuthError(
        req,
        res,
        new AuthError(
          500,
          'unexpected_failure',
          'Unexpected failure, please check server logs for more information',
        ),
      );
    }
  };
}
