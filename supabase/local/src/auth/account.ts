import type { IncomingMessage } from 'node:http';
import bcrypt from 'bcryptjs';
import type { Queryable } from '../db.ts';
import { readJsonObject } from '../http.ts';
import { BCRYPT_COST, metadataOf, text, type AuthContext } from './context.ts';
import { sendConfirmation } from './confirmations.ts';
import { AuthError, validationFailed } from './errors.ts';
import { renderMail, verifyLink } from './mailer.ts';
import { generateOtp, tokenHash } from './tokens.ts';
import { findUserByEmail, findUserById, updateUser, userJson, type UserRow } from './users.ts';
import { checkPasswordStrength, validateEmail } from './validation.ts';

/** The signed-in user's own account: changes (e-mail, password, metadata), resends, reauthentication. */
export function accountHandlers(ctx: AuthContext) {
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
    ctx.checkFrequency(user.email_change_sent_at);
    const otpNew = generateOtp(ctx.config.email.otpLength);
    const hashNew = tokenHash(newEmail, otpNew);
    const otpCurrent = ctx.config.email.doubleConfirmChanges
      ? generateOtp(ctx.config.email.otpLength)
      : '';
    const hashCurrent = otpCurrent ? tokenHash(user.email, otpCurrent) : '';
    await q.query(
      `update auth.users set email_change = $2, email_change_token_new = $3,
         email_change_token_current = $4, email_change_confirm_status = 0,
         email_change_sent_at = now(), updated_at = now()
       where id = $1`,
      [user.id, newEmail, hashNew, hashCurrent],
    );
    const api = ctx.options.publicUrl();
    // GoTrue's EmailChangeMail: one template, sent to each address with its own link and code.
    const mail = (to: string, token: string, hash: string) =>
      ctx.send(
        to,
        renderMail(ctx.options.mailTemplates, 'email_change', {
          SiteURL: ctx.config.siteUrl,
          ConfirmationURL: verifyLink(api, hash, 'email_change', redirectTo),
          Email: user.email,
          NewEmail: newEmail,
          Token: token,
          TokenHash: hash,
          SendingTo: to,
          Data: user.raw_user_meta_data ?? {},
          RedirectTo: redirectTo,
        }),
      );
    mail(newEmail, otpNew, hashNew);
    if (otpCurrent) mail(user.email, otpCurrent, hashCurrent);
  }

  async function updateCurrentUser(req: IncomingMessage, url: URL) {
    const { user, sessionId } = await ctx.caller(req);
    ctx.limit(req, ctx.limits.otp);
    const body = await readJsonObject(req);
    const email = text(body, 'email') ? validateEmail(text(body, 'email')) : '';
    if (text(body, 'phone'))
      throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
    const password =
      body.password === undefined || body.password === null ? null : text(body, 'password');
    if (password !== null) checkPasswordStrength(password, ctx.passwordRules);
    if (body.app_metadata !== undefined && body.app_metadata !== null) {
      throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
    }
    const newEmail = email && email !== user.email ? email : '';
    if (newEmail) {
      const existing = await ctx.asAuth((q) => findUserByEmail(q, newEmail));
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
    const updated = await ctx.asAuth(async (q) => {
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
          ctx.redirectTarget(url.searchParams.get('redirect_to')),
        );
      }
      return (await findUserById(q, user.id)) ?? row;
    });
    return userJson(updated);
  }

  async function resend(req: IncomingMessage, url: URL) {
    ctx.limit(req, ctx.limits.otp);
    const body = await readJsonObject(req);
    await ctx.captcha(req, body);
    const type = text(body, 'type');
    if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    }
    if (text(body, 'phone') || type === 'sms' || type === 'phone_change') {
      throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    }
    if (text(body, 'email') === '') {
      throw validationFailed(
        type === 'signup'
          ? 'Type provided requires an email address'
          : 'Missing email address or phone number',
      );
    }
    const user = await ctx.asAuth((q) => findUserByEmail(q, validateEmail(text(body, 'email'))));
    const redirectTo = ctx.redirectTarget(url.searchParams.get('redirect_to'));
    // 200 with nothing sent for an unknown address or nothing pending: the answer tells no one
    // whether the address has an account.
    if (!user) return;
    if (type === 'signup') {
      if (!user.email_confirmed_at) await sendConfirmation(ctx, user, redirectTo);
      return;
    }
    if (!user.email_change) return;
    await ctx.asAuth((q) => sendEmailChange(q, user, user.email_change, redirectTo));
  }

  async function reauthenticate(req: IncomingMessage) {
    const { user } = await ctx.caller(req);
    const [row] = await ctx.query<{ sent: Date | null }>(
      'select reauthentication_sent_at as sent from auth.users where id = $1',
      [user.id],
    );
    ctx.checkFrequency(row?.sent ?? null);
    const code = generateOtp(ctx.config.email.otpLength);
    await ctx.query(
      'update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1',
      [user.id, tokenHash(user.email, code)],
    );
    ctx.send(user.email, {
      subject: `${code} is your verification code`,
      html: `<h2>Your verification code</h2>\n\n<p>Use the code below to verify your identity. It expires shortly.</p>\n<p>${code}</p>`,
      text: `Your verification code: ${code}\n`,
    });
  }

  return { updateCurrentUser, resend, reauthenticate };
}
