import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import bcrypt from 'bcryptjs';
import { clientIp, readJsonObject } from '../http.ts';
import { BCRYPT_COST, metadataOf, text, type AuthContext } from './context.ts';
import { AuthError, invalidCredentials, overRequestRateLimit, validationFailed } from './errors.ts';
import { isRefreshTokenShape, rotateRefreshToken, tokenBody } from './sessions.ts';
import { sendConfirmation } from './confirmations.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  obfuscatedUserJson,
  userJson,
} from './users.ts';
import { checkPasswordStrength, validateEmail } from './validation.ts';

/** Compared against when the account does not exist, so both answers take one bcrypt. */
const DUMMY_HASH = bcrypt.hashSync(randomBytes(16).toString('hex'), BCRYPT_COST);

const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string }).code === '23505';

/** Sign-up, the token grants (password, refresh; PKCE and id_token answer as disabled) and logout. */
export function signInHandlers(ctx: AuthContext) {
  async function signup(req: IncomingMessage, url: URL) {
    const body = await readJsonObject(req);
    await ctx.captcha(req, body);
    const email = text(body, 'email');
    const phone = text(body, 'phone');
    if (email === '' && phone === '') {
      throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    }
    ctx.limit(req, ctx.limits.otp);
    if (!ctx.config.enableSignup) {
      throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
    }
    const password = text(body, 'password');
    if (password === '') throw validationFailed('Signup requires a valid password');
    checkPasswordStrength(password, ctx.passwordRules);
    if (email !== '' && phone !== '') {
      throw validationFailed('Only an email address or phone number should be provided on signup.');
    }
    if (phone !== '')
      throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    if (!ctx.config.email.enableSignup) {
      throw new AuthError(400, 'email_provider_disabled', 'Email signups are disabled');
    }
    const address = validateEmail(email);
    const metadata = metadataOf(body.data) ?? {};
    const confirmations = ctx.config.email.enableConfirmations;
    // Hashed whatever the address, so the time taken does not tell a registered one either.
    const hash = await bcrypt.hash(password, BCRYPT_COST);
    const existing = await ctx.asAuth((q) => findUserByEmail(q, address));
    if (existing && (existing.email_confirmed_at || !confirmations)) {
      // With confirmations on, the answer must not say the address is registered (sanitizeUser).
      if (confirmations) return obfuscatedUserJson(address, metadata);
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    }
    const redirectTo = ctx.redirectTarget(url.searchParams.get('redirect_to'));
    if (existing) {
      // Not confirmed yet: GoTrue keeps the first sign-up's password and mails the link again.
      await sendConfirmation(ctx, existing, redirectTo);
      return userJson((await ctx.asAuth((q) => findUserById(q, existing.id))) ?? existing);
    }
    let user;
    try {
      user = await ctx.asAuth((q) => insertUser(q, address, hash, metadata, !confirmations));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A sign-up of the same address in parallel won: answered as any taken address.
      if (confirmations) return obfuscatedUserJson(address, metadata);
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    }
    if (!confirmations) return ctx.startSession(user, 'password');
    await sendConfirmation(ctx, user, redirectTo);
    return userJson((await ctx.asAuth((q) => findUserById(q, user.id))) ?? user);
  }

  async function passwordGrant(req: IncomingMessage) {
    const body = await readJsonObject(req);
    await ctx.captcha(req, body);
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
    if (!ctx.failures.begin(key)) throw overRequestRateLimit();
    const user = await ctx.asAuth((q) => findUserByEmail(q, email));
    const ok = await bcrypt.compare(password, user?.encrypted_password || DUMMY_HASH);
    if (!user?.encrypted_password || !ok) throw invalidCredentials();
    ctx.failures.succeeded(key);
    // After the password check, as GoTrue: only the account's owner learns it awaits confirmation.
    if (!user.email_confirmed_at) {
      throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
    }
    const session = await ctx.startSession(user, 'password');
    try {
      checkPasswordStrength(password, ctx.passwordRules);
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
    const rotation = await ctx.asAuth((q) => rotateRefreshToken(q, presented, ctx.tokens));
    if (rotation.kind === 'reused') {
      throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    return tokenBody(
      rotation.user,
      rotation.sessionId,
      rotation.refreshToken,
      'token_refresh',
      ctx.tokens,
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
    ctx.limit(req, ctx.limits.token);
    return handler();
  }

  async function logout(req: IncomingMessage, scope: string) {
    if (!['global', 'local', 'others'].includes(scope)) {
      throw validationFailed(`Unsupported logout scope "${scope}"`);
    }
    const { user, sessionId } = await ctx.caller(req);
    if (scope === 'global' || !sessionId) {
      await ctx.query('delete from auth.sessions where user_id = $1', [user.id]);
    } else if (scope === 'local') {
      await ctx.query('delete from auth.sessions where id = $1', [sessionId]);
    } else {
      await ctx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
        user.id,
        sessionId,
      ]);
    }
  }

  return { signup, token, logout };
}
