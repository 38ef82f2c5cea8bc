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

describe('isRedirectAllowed (GoTrue IsRedirectURLValid, without its loopback allowance)', () => {
  const site = 'http://localhost:3000';
  it("allows the site's own scheme, host and port, nothing else by itself", () => {
    expect(isRedirectAllowed(site, [], 'http://localhost:3000/update-password')).toBe(true);
    expect(isRedirectAllowed(site, [], 'http://localhost:3000')).toBe(true);
    expect(isRedirectAllowed(site, [], 'http://localhost:4567/x')).toBe(false);
    expect(isRedirectAllowed(site, [], 'https://localhost:3000/x')).toBe(false);
    expect(isRedirectAllowed(site, [], 'http://127.0.0.1:3000/x')).toBe(false);
    expect(isRedirectAllowed(site, [], 'http://[::1]:3000/x')).toBe(false);
    expect(isRedirectAllowed(site, [], 'https://evil.example/x')).toBe(false);
    expect(isRedirectAllowed(site, [], 'http://10.0.0.1/x')).toBe(false);
    expect(isRedirectAllowed(site, [], 'not a url')).toBe(false);
  });

  it('matches allow-list globs: * within a label, ** across', () => {
    const list = ['https://*.norsecraft.net/**', 'https://norsecraft.net/reset'];
    expect(isRedirectAllowed(site, list, 'https://www.norsecraft.net/a/b')).toBe(true);
    expect(isRedirectAllowed(site, list, 'https://a.b.norsecraft.net/a')).toBe(false);
    expect(isRedirectAllowed(site, list, 'https://norsecraft.net/reset#x')).toBe(true);
    expect(isRedirectAllowed(site, list, 'https://norsecraft.net/other')).toBe(false);
  });

  it('allows a loopback URL only when listed, port and all', () => {
    const list = ['http://127.0.0.1:40123/**'];
    expect(isRedirectAllowed(site, list, 'http://127.0.0.1:40123/update-password')).toBe(true);
    expect(isRedirectAllowed(site, list, 'http://127.0.0.1:40124/update-password')).toBe(false);
  });

  it('never allows decimal-IP hosts or irregular hostnames, whatever the list says', () => {
    expect(isRedirectAllowed(site, ['http://2130706433/**'], 'http://2130706433/x')).toBe(false);
    expect(isRedirectAllowed(site, ['http://**'], 'http://a_b.example/x')).toBe(false);
  });
});
