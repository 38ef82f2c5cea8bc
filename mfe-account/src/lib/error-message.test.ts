import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { errorMessage, shownError, weakPasswordReasons } from './error-message';

describe('errorMessage', () => {
  it("uses an error's own message", () => {
    expect(errorMessage(new Error('Invalid login credentials'), 'Authentication failed')).toBe(
      'Invalid login credentials',
    );
  });

  it('falls back for non-errors and empty messages', () => {
    expect(errorMessage('boom', 'Authentication failed')).toBe('Authentication failed');
    expect(errorMessage({ message: 'x' }, 'Registration failed')).toBe('Registration failed');
    expect(errorMessage(new Error('  '), 'Failed to update password')).toBe(
      'Failed to update password',
    );
    expect(errorMessage(undefined, 'Failed to send reset email')).toBe(
      'Failed to send reset email',
    );
  });
});

describe('weakPasswordReasons', () => {
  const weak = new AuthWeakPasswordError(
    'Password should contain at least one character of each: …',
    422,
    ['length', 'characters'],
  );

  it("lists the server's reasons, from the auth error or from an error it caused", () => {
    const expected = [
      'It is shorter than the server allows.',
      'It lacks a kind of character the server requires.',
    ];
    expect(weakPasswordReasons(weak)).toEqual(expected);
    expect(weakPasswordReasons(new Error(weak.message, { cause: weak }))).toEqual(expected);
    expect(shownError(weak, 'Registration failed')).toEqual({
      message: weak.message,
      reasons: expected,
    });
  });

  it('is empty for other errors', () => {
    expect(weakPasswordReasons(new Error('Invalid login credentials'))).toEqual([]);
  });
});
