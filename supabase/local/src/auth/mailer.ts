// The mails GoTrue sends, rendered as GoTrue renders them (templatemailer): each type's subject
// and body are Go templates, the project's own where config.toml names them ([auth.email.template.
// <type>] subject and content_path, supabase/templates/*.html), else GoTrue's defaults. The data
// is GoTrue's: ConfirmationURL ({API URL}/auth/v1/verify?token={hash}&type={type}&redirect_to=
// {url}), Token, TokenHash, Email, NewEmail, SiteURL, RedirectTo and Data, the user's metadata
// (so a template can speak the member's language: `{{ if eq .Data.language "sv" }}`).
import { renderTemplate, type TemplateData } from './go-template.ts';

export interface MailContent {
  subject: string;
  html: string;
  /** The outbox's plain-text copy of the body (GoTrue sends the HTML alone). */
  text: string;
}

export type MailType = 'confirmation' | 'recovery' | 'magic_link' | 'email_change';

export const MAIL_TYPES: readonly MailType[] = [
  'confirmation',
  'recovery',
  'magic_link',
  'email_change',
];

/** A project's template of one mail type; what it leaves out is GoTrue's default. */
export interface MailTemplate {
  subject?: string;
  /** config.toml's content_path, relative to the project's root. */
  contentPath?: string;
  /** The body read from it. */
  content?: string;
}

export type MailTemplates = Partial<Record<MailType, MailTemplate>>;

const DEFAULTS: Record<MailType, { subject: string; content: string }> = {
  confirmation: {
    subject: 'Confirm your signup',
    content: `<h2>Confirm your signup</h2>\n\n<p>Follow the link below to confirm your email address and sign in.</p>\n<p><a href="{{ .ConfirmationURL }}">Confirm your email address</a></p>\n<p>Or enter the code: {{ .Token }}</p>`,
  },
  recovery: {
    subject: 'Reset your password',
    content: `<h2>Reset your password</h2>\n\n<p>We received a request to reset your password. Follow the link below to choose a new one.</p>\n<p><a href="{{ .ConfirmationURL }}">Reset password</a></p>\n<p>If you didn't request this, you can safely ignore this email.</p>`,
  },
  magic_link: {
    subject: 'Your sign-in link',
    content: `<h2>Your sign-in link</h2>\n\n<p>Follow the link below to sign in. This link expires shortly and can only be used once.</p>\n<p><a href="{{ .ConfirmationURL }}">Sign in</a></p>\n<p>Or enter the code: {{ .Token }}</p>`,
  },
  email_change: {
    subject: 'Confirm your new email address',
    content: `<h2>Confirm your new email address</h2>\n\n<p>Follow the link below to confirm {{ .NewEmail }} as your new email address.</p>\n<p><a href="{{ .ConfirmationURL }}">Confirm new email address</a></p>\n<p>Or enter the code: {{ .Token }}</p>`,
  },
};

export function verifyLink(apiUrl: string, hash: string, type: string, redirectTo: string): string {
  const link = new URL(`${apiUrl}/auth/v1/verify`);
  link.searchParams.set('token', hash);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', redirectTo);
  return link.href;
}

const decodeHtml = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#34;|&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The body as plain text: each link as its words and its address on a line of its own. */
export function plainText(html: string): string {
  return decodeHtml(
    html
      .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2:\n$1\n')
      .replace(/<\/(p|h\d|div|li)>/gi, '\n')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<[^>]+>/g, ''),
  )
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')
    .concat('\n');
}

/** A mail of `type` with GoTrue's data, from the project's template or GoTrue's default. */
export function renderMail(
  templates: MailTemplates,
  type: MailType,
  data: TemplateData,
): MailContent {
  const own = templates[type] ?? {};
  const subject = renderTemplate(own.subject || DEFAULTS[type].subject, data);
  const html = renderTemplate(own.content || DEFAULTS[type].content, data);
  return { subject: decodeHtml(subject).trim(), html, text: plainText(html) };
}
