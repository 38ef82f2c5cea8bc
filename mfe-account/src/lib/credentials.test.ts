import {
  INVALID_EMAIL,
  PASSWORD_TOO_SHORT,
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

describe('validateCredentials', () => {
  it('passes a valid e-mail and a 6-character password', () => {
    expect(validateCredentials('thor@asgard.no', '123456')).toBeNull();
  });

  it('reports a bad e-mail', () => {
    expect(validateCredentials('thor', '123456')).toBe(INVALID_EMAIL);
    expect(INVALID_EMAIL).toBe('Invalid email format');
  });

  it('reports a password shorter than 6 characters', () => {
    expect(validateCredentials('thor@asgard.no', '12345')).toBe(PASSWORD_TOO_SHORT);
    expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 6 characters');
  });

  it('checks the e-mail before the password', () => {
    expect(validateCredentials('thor', '1')).toBe(INVALID_EMAIL);
  });
});
