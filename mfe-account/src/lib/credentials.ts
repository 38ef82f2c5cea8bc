/**
 * docs/product/account.md#sign-in-and-sign-up: some non-space text, an at-sign, a domain, a dot and
 * a suffix.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MIN_PASSWORD_LENGTH = 6;

export const INVALID_EMAIL = 'Invalid email format';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/**
 * Checked before the backend is called, e-mail first. Returns the message to show, or null when
 * both fields pass.
 */
export function validateCredentials(email: string, password: string): string | null {
  if (!isValidEmail(email)) return INVALID_EMAIL;
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}
