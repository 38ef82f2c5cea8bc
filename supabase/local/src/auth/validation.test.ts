import { requiredCharacterSets } from '../config';
import { AuthError } from './errors';
import { checkPasswordStrength, isRedirectAllowed, validateEmail } from './validation';

function errorOf(fn: () => void): AuthError {
  try {
    fn();
  } catch (error) {
    return error as AuthError;
  }
  throw new Error('expected an error');
}

describe('validateEmail (GoTrue)', () => {
  it('lower-cases a valid address', () => {
    expect(validateEmail('Thor@Asgard.NO')).toBe('thor@asgard.no');
    expect(validateEmail('a@b')).toBe('a@b');
  });

  it('refuses too long and malformed addresses with 400 validation_failed', () => {
    const long = errorOf(() => validateEmail(`${'a'.repeat(290)}@example.com`));
    expect([long.status, long.code, long.message]).toEqual([
      400,
      'validation_failed',
      'An email address is too long',
    ]);
    for (const bad of ['not-an-email', 'a@b..c', 'a b@c.d', '@x.y']) {
      expect(errorOf(() => validateEmail(bad)).message).toBe(
        'Unable to validate email address: invalid format',
      );
    }
  });
});

describe('checkPasswordStrength', () => {
  const rules = {
    minimumLength: 6,
    requiredCharacters: requiredCharacterSets('lower_upper_letters_digits'),
  };

  it('passes a password meeting every rule', () => {
    expect(() => checkPasswordStrength('Valhalla9', rules)).not.toThrow();
  });

  it('reports every reason in one 422 weak_password', () => {
    const error = errorOf(() => checkPasswordStrength('abc', rules));
    expect(error.status).toBe(422);
    expect(error.code).toBe('weak_password');
    expect(error.extra).toEqual({ weak_password: { reasons: ['length', 'characters'] } });
    expect(error.message).toBe(
      'Password should be at least 6 characters. Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
    );
    expect(errorOf(() => checkPasswordStrength('123456', rules)).extra).toEqual({
      weak_password: { reasons: ['characters'] },
    });
  });

  it('refuses more than 72 bytes with 400', () => {
    const error = errorOf(() => checkPasswordStrength(`Aa1${'x'.repeat(70)}`, rules));
    expect([error.status, error.code]).toEqual([400, 'validation_failed']);
  });
});

describe('isRedirectAllowed (GoTrue IsRedirectURLValid)', () => {
  const site = 'http://localhost:3000';
  it('allows the site host on any loopback port and loopback IPs', () => {
    expect(isRedirectAllowed(site, [], 'http://localhost:3000/update-password')).toBe(true);
    expect(isRedirectAllowed(site, [], 'http://localhost:4567/x')).toBe(true);
    expect(isRedirectAllowed(site, [], 'http://127.0.0.1:4567/x')).toBe(true);
    expect(isRedirectAllowed(site, [], 'https://evil.example/x')).toBe(false);
    expect(isRedirectAllowed(site, [], 'http://10.0.0.1/x')).toBe(false);
  });

  it('matches allow-list globs: * within a label, ** across', () => {
    const list = ['https://*.norsecraft.net/**', 'https://norsecraft.net/reset'];
    expect(isRedirectAllowed(site, list, 'https://www.norsecraft.net/a/b')).toBe(true);
    expect(isRedirectAllowed(site, list, 'https://a.b.norsecraft.net/a')).toBe(false);
    expect(isRedirectAllowed(site, list, 'https://norsecraft.net/reset#x')).toBe(true);
    expect(isRedirectAllowed(site, list, 'https://norsecraft.net/other')).toBe(false);
  });
});
