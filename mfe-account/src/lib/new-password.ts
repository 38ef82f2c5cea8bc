import { MIN_PASSWORD_LENGTH } from './credentials';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const NEW_PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const MISSING_UPPERCASE = 'Password must contain at least one uppercase letter';
export const MISSING_LOWERCASE = 'Password must contain at least one lowercase letter';
export const MISSING_NUMBER = 'Password must contain at least one number';
export const UPDATE_PASSWORD_FAILED = 'Failed to update password';

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'number';
  /** Checklist label shown under the field. */
  label: string;
  /** Message when the rule fails on submit. */
  message: string;
  test: (password: string) => boolean;
}

/**
 * The auth server's password rules (supabase/config.toml: 6 characters, lower and upper case
 * letters and digits), shown on sign-up and password update before the first try. In order: the
 * first failing rule is the one reported (docs/product/account.md#password-reset).
 */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: 'At least 6 characters',
    message: NEW_PASSWORD_TOO_SHORT,
    test: (p) => p.length >= MIN_PASSWORD_LENGTH,
  },
  {
    id: 'uppercase',
    label: 'One uppercase letter',
    message: MISSING_UPPERCASE,
    test: (p) => /[A-Z]/.test(p),
  },
  {
    id: 'lowercase',
    label: 'One lowercase letter',
    message: MISSING_LOWERCASE,
    test: (p) => /[a-z]/.test(p),
  },
  { id: 'number', label: 'One number', message: MISSING_NUMBER, test: (p) => /[0-9]/.test(p) },
];

export interface ChecklistItem {
  id: PasswordRule['id'];
  label: string;
  met: boolean;
}

/** The live checklist: every rule with whether the password typed so far meets it. */
export function passwordChecklist(password: string): ChecklistItem[] {
  return PASSWORD_RULES.map(({ id, label, test }) => ({ id, label, met: test(password) }));
}

/** The first rule the password breaks (the auth server's, config.toml), or null. */
export function brokenPasswordRule(password: string): string | null {
  return PASSWORD_RULES.find((rule) => !rule.test(password))?.message ?? null;
}

/** The match with the confirmation comes first, then the rules in order. */
export function validateNewPassword(password: string, confirmation: string): string | null {
  if (password !== confirmation) return PASSWORDS_DO_NOT_MATCH;
  return brokenPasswordRule(password);
}
