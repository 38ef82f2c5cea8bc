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

  it("says an expired link in the site's words, never the auth server's description", () => {
    expect(
      readRecoveryLink(
        '',
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      ),
    ).toEqual({
      kind: 'error',
      code: 'otp_expired',
      message: INVALID_LINK_MESSAGE,
    });
  });

  it('reads an error in the query too, and never shows a description from the address', () => {
    expect(readRecoveryLink('?error=server_error&error_description=Boom%21', '')).toEqual({
      kind: 'error',
      code: null,
      message: INVALID_LINK_MESSAGE,
    });
  });

  it('prefers the error over type=recovery', () => {
    expect(readRecoveryLink('?type=recovery', '#error_code=bad_code_verifier')).toEqual({
      kind: 'error',
      code: 'bad_code_verifier',
      message: INVALID_LINK_MESSAGE,
    });
  });
});
