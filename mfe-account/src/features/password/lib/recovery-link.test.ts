import { INVALID_LINK_MESSAGE, readRecoveryLink } from './recovery-link';

describe('readRecoveryLink', () => {
  it('is none for a plain visit', () => {
    expect(readRecoveryLink('', '')).toEqual({ kind: 'none' });
    expect(readRecoveryLink('?foo=bar', '#section')).toEqual({ kind: 'none' });
  });

  it('recognises type=recovery in the fragment', () => {
    expect(readRecoveryLink('', '#access_token=abc&refresh_token=def&type=recovery')).toEqual({
      kind: 'recovery',
    });
  });

  it('recognises type=recovery in the query', () => {
    expect(readRecoveryLink('?type=recovery', '')).toEqual({ kind: 'recovery' });
  });

  it('ignores other link types', () => {
    expect(readRecoveryLink('', '#access_token=abc&type=signup')).toEqual({ kind: 'none' });
  });

  it('reads an expired-link error fragment with its decoded description', () => {
    expect(
      readRecoveryLink(
        '',
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      ),
    ).toEqual({
      kind: 'error',
      code: 'otp_expired',
      message: 'Email link is invalid or has expired',
    });
  });

  it('reads an error in the query too', () => {
    expect(readRecoveryLink('?error=server_error&error_description=Boom%21', '')).toEqual({
      kind: 'error',
      code: null,
      message: 'Boom!',
    });
  });

  it('prefers the error over type=recovery', () => {
    expect(readRecoveryLink('?type=recovery', '#error_code=otp_expired')).toEqual({
      kind: 'error',
      code: 'otp_expired',
      message: INVALID_LINK_MESSAGE,
    });
  });
});
