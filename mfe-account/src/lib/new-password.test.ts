import {
  MISSING_LOWERCASE,
  MISSING_NUMBER,
  MISSING_UPPERCASE,
  NEW_PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  passwordChecklist,
  validateNewPassword,
} from './new-password';

describe('validateNewPassword', () => {
  it('accepts a matching password meeting every rule', () => {
    expect(validateNewPassword('Valhalla1', 'Valhalla1')).toBeNull();
  });

  it('uses the documented texts', () => {
    expect(PASSWORDS_DO_NOT_MATCH).toBe('Passwords do not match');
    expect(NEW_PASSWORD_TOO_SHORT).toBe('Password must be at least 6 characters');
    expect(MISSING_UPPERCASE).toBe('Password must contain at least one uppercase letter');
    expect(MISSING_LOWERCASE).toBe('Password must contain at least one lowercase letter');
    expect(MISSING_NUMBER).toBe('Password must contain at least one number');
  });

  it('checks the confirmation before anything else', () => {
    expect(validateNewPassword('a', 'b')).toBe(PASSWORDS_DO_NOT_MATCH);
    expect(validateNewPassword('Valhalla1', 'Valhalla2')).toBe(PASSWORDS_DO_NOT_MATCH);
  });

  it('then the length', () => {
    expect(validateNewPassword('abc', 'abc')).toBe(NEW_PASSWORD_TOO_SHORT);
    expect(validateNewPassword('Ab1de', 'Ab1de')).toBe(NEW_PASSWORD_TOO_SHORT);
  });

  it('then an uppercase letter', () => {
    expect(validateNewPassword('abcdef', 'abcdef')).toBe(MISSING_UPPERCASE);
  });

  it('then a lowercase letter', () => {
    expect(validateNewPassword('ABCDEF', 'ABCDEF')).toBe(MISSING_LOWERCASE);
    expect(validateNewPassword('123456', '123456')).toBe(MISSING_UPPERCASE);
  });

  it('then a number', () => {
    expect(validateNewPassword('Abcdef', 'Abcdef')).toBe(MISSING_NUMBER);
  });
});

describe('passwordChecklist', () => {
  const met = (password: string) =>
    Object.fromEntries(passwordChecklist(password).map((item) => [item.id, item.met]));

  it('lists the four rules in order, none met for an empty password', () => {
    expect(passwordChecklist('').map((item) => item.id)).toEqual([
      'length',
      'uppercase',
      'lowercase',
      'number',
    ]);
    expect(met('')).toEqual({ length: false, uppercase: false, lowercase: false, number: false });
  });

  it('marks each rule as it is met', () => {
    expect(met('a')).toEqual({ length: false, uppercase: false, lowercase: true, number: false });
    expect(met('aB3')).toEqual({ length: false, uppercase: true, lowercase: true, number: true });
    expect(met('aaaaaa')).toEqual({
      length: true,
      uppercase: false,
      lowercase: true,
      number: false,
    });
    expect(met('Valhalla1')).toEqual({
      length: true,
      uppercase: true,
      lowercase: true,
      number: true,
    });
  });
});
