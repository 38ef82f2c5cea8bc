import {
  EMAIL_REQUIRED,
  INVALID_EMAIL,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_SHORT,
  emailError,
  hasCredentialErrors,
  isValidEmail,
  validateCredentials,
} from './credentials';

describe('isValidEmail', () => {
  it.each(['thor@asgard.no', 'a.b+c@mail.example.com', 'x@y.z'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'thor', 'thor@asgard', '@asgard.no', 'thor@.no', 'th or@asgard.no', 'thor@asgard.'])(
    'rejects %p',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});

describe('emailError', () => {
  it("says an empty address is required, and keeps 'Invalid email format' for a malformed one", () => {
    expect(emailError('')).toBe(EMAIL_REQUIRED);
    expect(emailError('   ')).toBe(EMAIL_REQUIRED);
    expect(emailError('thor')).toBe(INVALID_EMAIL);
    expect(INVALID_EMAIL).toBe('Invalid email format');
    expect(emailError('thor@asgard.no')).toBeNull();
  });
});

describe('validateCredentials', () => {
  it('passes a valid e-mail and a 6-character password', () => {
    expect(validateCredentials('thor@asgard.no', '123456')).toEqual({
      email: null,
      password: null,
    });
  });

  it('says each empty field is required, not that the e-mail is malformed', () => {
    const errors = validateCredentials('', '');
    expect(errors).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(hasCredentialErrors(errors)).toBe(true);
    expect(PASSWORD_REQUIRED).toBe('Password is required');
  });

  it('reports a bad e-mail and a password shorter than 6 characters, each at its field', () => {
    expect(validateCredentials('thor', '12345')).toEqual({
      email: INVALID_EMAIL,
      password: PASSWORD_TOO_SHORT,
    });
    expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 6 characters');
  });

  it('takes a stricter password rule for new passwords', () => {
    expect(validateCredentials('thor@asgard.no', 'secret1', () => 'Needs more').password).toBe(
      'Needs more',
    );
  });
});
