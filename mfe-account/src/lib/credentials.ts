/**
 * docs/product/account.md#sign-in-and-sign-up: some non-space text, an at-sign, a domain, a dot and
 * a suffix.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MIN_PASSWORD_LENGTH = 6;

export const EMAIL_REQUIRED = 'Email is required';
export const PASSWORD_REQUIRED = 'Password is required';
export const INVALID_EMAIL = 'Invalid email format';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/** An empty field is said to be required; 'Invalid email format' is for a malformed address. */
export function emailError(email: string): string | null {
  if (email.trim() === '') return EMAIL_REQUIRED;
  return isValidEmail(email) ? null : INVALID_EMAIL;
}

export interface CredentialErrors {
  email: string | null;
  password: string | null;
}

/**
 * Checked before the backend is called, each field on its own: the message to show at each, or
 * null where it passes. `passwordRule` is the sign-in length check unless a stricter one is given.
 */
export function validateCredentials(
  email: string,
  password: string,
  passwordRule: (password: string) => string | null = (p) =>
    p.length < MIN_PASSWORD_LENGTH ? PASSWORD_TOO_SHORT : null,
): CredentialErrors {
  return {
    email: emailError(email),
    password: password === '' ? PASSWORD_REQUIRED : passwordRule(password),
  };
}

export const hasCredentialErrors = (errors: CredentialErrors): boolean =>
  errors.email !== null || errors.password !== null;
