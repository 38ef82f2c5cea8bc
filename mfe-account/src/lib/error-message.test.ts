import { errorMessage } from './error-message';

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
