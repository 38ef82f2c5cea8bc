import { readConfirmationLink } from './confirmation-link';

describe('readConfirmationLink', () => {
  it('sees a confirmation link signing in', () => {
    expect(readConfirmationLink('#access_token=a&refresh_token=r&type=signup')).toBe('signing-in');
  });

  it('sees a bad or expired link', () => {
    expect(
      readConfirmationLink(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid',
      ),
    ).toBe('error');
  });

  it('ignores other fragments: none, a recovery session, a bare type', () => {
    expect(readConfirmationLink('')).toBe('none');
    expect(readConfirmationLink('#access_token=a&type=recovery')).toBe('none');
    expect(readConfirmationLink('#type=signup')).toBe('none');
  });
});
