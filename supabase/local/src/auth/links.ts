import type { IncomingMessage } from 'node:http';
import { readJsonObject } from '../http.ts';
import { metadataOf, text, type AuthContext } from './context.ts';
import { AuthError, validationFailed } from './errors.ts';
import { renderMail, verifyLink } from './mailer.ts';
import { generateOtp, tokenHash } from './tokens.ts';
import { sendConfirmation } from './confirmations.ts';
import {
  confirmUser,
  findUserByColumn,
  findUserByEmail,
  findUserById,
  insertUser,
  type TokenColumn,
  type UserRow,
} from './users.ts';
import { validateEmail } from './validation.ts';

/** GoTrue's singleConfirmationAccepted: the answer to the first of an e-mail change's two links. */
export const ONE_SIDE_CONFIRMED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** Mailed links and codes: recovery, magic links and OTPs out; /verify (GET and POST) back in. */
export function linkHandlers(ctx: AuthContext) {
  /** recover (and magic links, which share its columns and timer): mails a one-time link. */
  async function mailLoginLink(
    user: UserRow,
    type: 'recovery' | 'magiclink',
    redirectTo: string,
  ): Promise<void> {
    ctx.checkFrequency(user.recovery_sent_at);
    const otp = generateOtp(ctx.config.email.otpLength);
    const hash = tokenHash(user.email, otp);
    await ctx.query(
      'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1',
      [user.id, hash],
    );
    ctx.send(
      user.email,
      renderMail(ctx.options.mailTemplates, type === 'recovery' ? 'recovery' : 'magic_link', {
        SiteURL: ctx.config.siteUrl,
        ConfirmationURL: verifyLink(ctx.options.publicUrl(), hash, type, redirectTo),
        Email: user.email,
        Token: otp,
        TokenHash: hash,
        Data: user.raw_user_meta_data ?? {},
        RedirectTo: redirectTo,
      }),
    );
  }

  async function recover(req: IncomingMessage, url: URL) {
    ctx.limit(req, ctx.limits.otp);
    const body = await readJsonObject(req);
    await ctx.captcha(req, body);
    const email = text(body, 'email');
    if (email === '') throw validationFailed('Password recovery requires an email');
    const user = await ctx.asAuth((q) => findUserByEmail(q, validateEmail(email)));
    // 200 either way: the answer must not reveal whether the address has an account.
    if (user)
      await mailLoginLink(
        user,
        'recovery',
        ctx.redirectTarget(url.searchParams.get('redirect_to')),
      );
  }

  async function otp(req: IncomingMessage, url: URL) {
    ctx.limit(req, ctx.limits.otp);
    const body = await readJsonObject(req);
    await ctx.captcha(req, body);
    if (text(body, 'phone'))
      throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
    const email = validateEmail(text(body, 'email'));
    const redirectTo = ctx.redirectTarget(url.searchParams.get('redirect_to'));
    const confirmations = ctx.config.email.enableConfirmations;
    let user = await ctx.asAuth((q) => findUserByEmail(q, email));
    if (!user) {
      if (body.create_user === false || !ctx.config.enableSignup) {
        throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
      }
      const metadata = metadataOf(body.data) ?? {};
      user = await ctx.asAuth((q) => insertUser(q, email, null, metadata, !confirmations));
    }
    // A sign-up not yet confirmed gets the confirmation mail, as GoTrue's MagicLink signs up.
    if (confirmations && !user.email_confirmed_at) {
      await sendConfirmation(ctx, user, redirectTo);
      return;
    }
    await mailLoginLink(user, 'magiclink', redirectTo);
  }

  /**
   * The user a link or code belongs to, and the type it verifies as; GoTrue's verifyTokenHash.
   * Recovery and magic-link tokens share a column; an e-mail change has one per address; type
   * `email` (verifyOtp's) is a sign-up confirmation or a magic link, whichever the hash is.
   */
  async function userForToken(
    type: string,
    hash: string,
  ): Promise<{ user: UserRow; column: TokenColumn; type: string }> {
    const expired = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
    const lookups: Record<string, TokenColumn[]> = {
      signup: ['confirmation_token'],
      invite: ['confirmation_token'],
      recovery: ['recovery_token'],
      magiclink: ['recovery_token'],
      email: ['confirmation_token', 'recovery_token'],
      email_change: ['email_change_token_new', 'email_change_token_current'],
    };
    const columns = lookups[type];
    if (!columns) throw validationFailed('Invalid email verification type');
    for (const column of columns) {
      const user = await ctx.asAuth((q) => findUserByColumn(q, column, hash));
      if (!user) continue;
      const sentAt = {
        confirmation_token: user.confirmation_sent_at,
        recovery_token: user.recovery_sent_at,
        email_change_token_new: user.email_change_sent_at,
        email_change_token_current: user.email_change_sent_at,
      }[column];
      if (!sentAt || sentAt.getTime() + ctx.config.email.otpExpiry * 1000 < Date.now())
        throw expired();
      const verifiedAs =
        type !== 'email' ? type : column === 'confirmation_token' ? 'signup' : 'magiclink';
      return { user, column, type: verifiedAs };
    }
    throw expired();
  }

  /**
   * GoTrue's emailChangeVerify with secure e-mail change: while both addresses' links are out,
   * the first one followed only marks its side confirmed (that link is spent) and the change
   * waits for the other one.
   */
  async function confirmOneSide(user: UserRow, column: TokenColumn): Promise<boolean> {
    if (
      !ctx.config.email.doubleConfirmChanges ||
      user.email_change_confirm_status !== 0 ||
      user.email_change_token_current === ''
    ) {
      return false;
    }
    await ctx.query(
      `update auth.users set email_change_confirm_status = 1, ${column} = '', updated_at = now()
       where id = $1`,
      [user.id],
    );
    return true;
  }

  /**
   * Applies a verified token: a sign-up is confirmed; recovery and magic links sign in (and
   * confirm the address); an e-mail change takes effect.
   */
  async function consume(type: string, user: UserRow): Promise<UserRow> {
    return ctx.asAuth(async (q) => {
      if (type === 'signup' || type === 'invite') {
        await confirmUser(q, user.id);
      } else if (type === 'email_change') {
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
          `update auth.users set recovery_token = '', recovery_sent_at = null, updated_at = now()
           where id = $1`,
          [user.id],
        );
        await confirmUser(q, user.id);
      }
      const fresh = await findUserById(q, user.id);
      if (!fresh) throw new Error(`user ${user.id} vanished during verify`);
      return fresh;
    });
  }

  async function verifyGet(req: IncomingMessage, url: URL): Promise<string> {
    ctx.limit(req, ctx.limits.verify);
    const type = url.searchParams.get('type') ?? '';
    const token = url.searchParams.get('token') ?? '';
    const target = new URL(ctx.redirectTarget(url.searchParams.get('redirect_to')));
    if (type === '') throw validationFailed('Verify requires a verification type');
    if (token === '') throw validationFailed('Verify requires a token or a token hash');
    try {
      const { user, column, type: verifiedAs } = await userForToken(type, token);
      if (type === 'email_change' && (await confirmOneSide(user, column))) {
        target.hash = new URLSearchParams({ message: ONE_SIDE_CONFIRMED, sb: '' }).toString();
        return target.href;
      }
      const verified = await consume(verifiedAs, user);
      const session = await ctx.startSession(verified, 'otp');
      target.hash = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type: verifiedAs,
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
    ctx.limit(req, ctx.limits.verify);
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
      const user = await ctx.asAuth((q) => findUserByEmail(q, email));
      // For an e-mail change the code mailed to the new address hashes with that address.
      const addresses =
        type === 'email_change' && user?.email_change ? [user.email, user.email_change] : [email];
      const candidates = addresses.map((address) => tokenHash(address, token));
      const stored = [
        user?.confirmation_token,
        user?.recovery_token,
        user?.email_change_token_new,
        user?.email_change_token_current,
      ];
      const match = candidates.find((candidate) => stored.includes(candidate));
      if (!user || !match)
        throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
      hash = match;
    }
    const { user, column, type: verifiedAs } = await userForToken(type, hash);
    if (type === 'email_change' && (await confirmOneSide(user, column))) {
      return { msg: ONE_SIDE_CONFIRMED, code: '200' };
    }
    const verified = await consume(verifiedAs, user);
    return ctx.startSession(verified, 'otp');
  }

  return { recover, otp, verifyGet, verifyPost };
}
