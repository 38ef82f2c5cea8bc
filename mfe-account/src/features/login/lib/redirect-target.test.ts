import { DEFAULT_AFTER_SIGN_IN, redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('defaults to /members', () => {
    expect(DEFAULT_AFTER_SIGN_IN).toBe('/members');
    expect(redirectTarget(undefined)).toBe('/members');
    expect(redirectTarget(null)).toBe('/members');
    expect(redirectTarget({})).toBe('/members');
    expect(redirectTarget({ from: 42 })).toBe('/members');
  });

  it('returns to a path given as a string', () => {
    expect(redirectTarget({ from: '/settings' })).toBe('/settings');
  });

  it('returns to a location object with its search and hash', () => {
    expect(redirectTarget({ from: { pathname: '/profile', search: '?a=1', hash: '#top' } })).toBe(
      '/profile?a=1#top',
    );
  });

  it('never leaves the site', () => {
    expect(redirectTarget({ from: 'https://evil.example/' })).toBe('/members');
    expect(redirectTarget({ from: '//evil.example/' })).toBe('/members');
    expect(redirectTarget({ from: '/\\evil.example/' })).toBe('/members');
  });

  it('does not return to the auth pages', () => {
    expect(redirectTarget({ from: '/login' })).toBe('/members');
    expect(redirectTarget({ from: { pathname: '/update-password', search: '?x' } })).toBe(
      '/members',
    );
  });
});
