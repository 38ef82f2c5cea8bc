// GoTrue's input checks: e-mail format (checkmail), password strength (config.toml's
// minimum_password_length and password_requirements) and the redirect allow-list.
import { AuthError, validationFailed } from './errors.ts';

/** badoux/checkmail's pattern, which GoTrue's validateEmail uses. */
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** The address lower-cased, or GoTrue's 400 validation_failed. */
export function validateEmail(email: string): string {
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!EMAIL_FORMAT.test(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}

/** bcrypt reads at most 72 bytes, so GoTrue refuses longer passwords outright. */
export const MAX_PASSWORD_BYTES = 72;

export interface PasswordRules {
  minimumLength: number;
  requiredCharacters: string[];
}

/** GoTrue's checkPasswordStrength: 422 weak_password with every failed reason. */
export function checkPasswordStrength(password: string, rules: PasswordRules): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  const messages: string[] = [];
  const reasons: string[] = [];
  if (Buffer.byteLength(password, 'utf8') < rules.minimumLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${rules.minimumLength} characters.`);
  }
  const missing = rules.requiredCharacters.some(
    (set) => set !== '' && ![...password].some((ch) => set.includes(ch)),
  );
  if (missing) {
    reasons.push('characters');
    messages.push(
      `Password should contain at least one character of each: ${rules.requiredCharacters.join(', ')}.`,
    );
  }
  if (reasons.length) {
    throw new AuthError(422, 'weak_password', messages.join(' '), { weak_password: { reasons } });
  }
}

/** gobwas/glob with '.' and '/' as separators: `*` stays inside one label, `**` crosses. */
function globPattern(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]!;
    if (ch === '*' && glob[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (ch === '*') source += '[^./]*';
    else if (ch === '?') source += '[^./]';
    else source += ch.replace(/[\\^$+.()|[\]{}]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

const DECIMAL_IP = /^[0-9]+$/;
const REGULAR_HOSTNAME = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/;

/**
 * GoTrue's IsRedirectURLValid: back to the site (same scheme, host and port as site_url), or a
 * URL matching an additional_redirect_urls glob (without its fragment); decimal-IP hosts and
 * irregular http(s) hostnames never. GoTrue also lets a loopback host change the port (RFC 8252,
 * for native apps) and accepts any loopback IP; the stack does not (README, parity table): a
 * local site names its own URL, and what works here then works on hosted.
 */
export function isRedirectAllowed(siteUrl: string, allowList: string[], target: string): boolean {
  let base: URL;
  let ref: URL;
  try {
    base = new URL(siteUrl);
    ref = new URL(target);
  } catch {
    return false;
  }
  if (base.protocol === ref.protocol && base.host === ref.host) return true;
  // The host as written: WHATWG URLs rewrite http://2130706433/ to 127.0.0.1, Go's do not.
  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(target)?.[1] ?? '';
  const host = authority
    .replace(/^.*@/, '')
    .replace(/:\d*$/, '')
    .replace(/^\[|\]$/g, '');
  if (DECIMAL_IP.test(host)) return false;
  const http = ref.protocol === 'http:' || ref.protocol === 'https:';
  if (http && !host.includes(':') && !REGULAR_HOSTNAME.test(host)) return false;
  const withoutFragment = target.split('#')[0]!;
  return allowList.some((pattern) => globPattern(pattern).test(withoutFragment));
}
