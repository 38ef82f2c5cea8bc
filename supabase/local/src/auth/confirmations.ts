// Sign-up confirmation mails (enable_confirmations), as GoTrue's sendConfirmation: a fresh code
// per mail, its hash in confirmation_token, and no second mail within max_frequency.
import type { AuthContext } from './context.ts';
import { renderMail, verifyLink } from './mailer.ts';
import { generateOtp, tokenHash } from './tokens.ts';
import type { UserRow } from './users.ts';

export async function sendConfirmation(
  ctx: AuthContext,
  user: UserRow,
  redirectTo: string,
): Promise<void> {
  ctx.checkFrequency(user.confirmation_sent_at);
  const otp = generateOtp(ctx.config.email.otpLength);
  const hash = tokenHash(user.email, otp);
  await ctx.query(
    'update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1',
    [user.id, hash],
  );
  ctx.send(
    user.email,
    renderMail(ctx.options.mailTemplates, 'confirmation', {
      SiteURL: ctx.config.siteUrl,
      ConfirmationURL: verifyLink(ctx.options.publicUrl(), hash, 'signup', redirectTo),
      Email: user.email,
      Token: otp,
      TokenHash: hash,
      Data: user.raw_user_meta_data ?? {},
      RedirectTo: redirectTo,
    }),
  );
}
