// The mails GoTrue sends, with its default subjects and bodies (templatemailer.go). Each link is
// GoTrue's ConfirmationURL: {API URL}/auth/v1/verify?token={hash}&type={type}&redirect_to={url}.
export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function verifyLink(apiUrl: string, hash: string, type: string, redirectTo: string): string {
  const link = new URL(`${apiUrl}/auth/v1/verify`);
  link.searchParams.set('token', hash);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', redirectTo);
  return link.href;
}

/**
 * No code, as in hosted's default template: the site has no place to enter one, so the link is
 * the only way in (issue 31).
 */
export function recoveryMail(link: string): MailContent {
  return {
    subject: 'Reset your password',
    html: `<h2>Reset your password</h2>\n\n<p>We received a request to reset your password. Follow the link below to choose a new one.</p>\n<p><a href="${escape(link)}">Reset password</a></p>\n<p>If you didn't request this, you can safely ignore this email.</p>`,
    text: `We received a request to reset your password. Follow this link to choose a new one:\n${link}\n`,
  };
}

/** The sign-up confirmation (enable_confirmations): the link, and the code for verifyOtp. */
export function confirmationMail(link: string, otp: string): MailContent {
  return {
    subject: 'Confirm your signup',
    html: `<h2>Confirm your signup</h2>\n\n<p>Follow the link below to confirm your email address and sign in.</p>\n<p><a href="${escape(link)}">Confirm your email address</a></p>\n<p>If you didn't create an account, you can safely ignore this email.</p>`,
    text: `Follow this link to confirm your email address and sign in:\n${link}\nOr enter the code: ${otp}\n`,
  };
}

export function magicLinkMail(link: string, otp: string): MailContent {
  return {
    subject: 'Your sign-in link',
    html: `<h2>Your sign-in link</h2>\n\n<p>Follow the link below to sign in. This link expires shortly and can only be used once.</p>\n<p><a href="${escape(link)}">Sign in</a></p>`,
    text: `Follow this link to sign in:\n${link}\nOr enter the code: ${otp}\n`,
  };
}

export function emailChangeMail(link: string, otp: string, newEmail: string): MailContent {
  return {
    subject: 'Confirm your new email address',
    html: `<h2>Confirm your new email address</h2>\n\n<p>Follow the link below to confirm ${escape(newEmail)} as your new email address.</p>\n<p><a href="${escape(link)}">Confirm new email address</a></p>\n<p>If you didn't request this change, you can safely ignore this email.</p>`,
    text: `Follow this link to confirm ${newEmail} as your new email address:\n${link}\nOr enter the code: ${otp}\n`,
  };
}
