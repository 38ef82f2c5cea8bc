import { findRoute, guardDecision, remoteForLink, ROUTES } from './route-table';

describe('route table', () => {
  it('maps every path of the spec to its remote', () => {
    expect(ROUTES).toHaveLength(24);
    expect(findRoute('/')?.remote).toBe('mfe_info');
    expect(findRoute('/games/flappy-steve')?.remote).toBe('mfe_games');
    expect(findRoute('/auction-house')?.remote).toBe('mfe_auction');
    expect(findRoute('/settings')).toEqual({
      path: '/settings',
      remote: 'mfe_account',
      guard: 'signed-in',
    });
    expect(findRoute('/admin')?.guard).toBe('admin');
  });

  it('treats a trailing slash as the same page and anything else as not found', () => {
    expect(findRoute('/votes/')?.path).toBe('/votes');
    expect(findRoute('/votes/extra')).toBeNull();
    expect(findRoute('/nope')).toBeNull();
  });

  it('finds the remote behind a link with a query or hash', () => {
    expect(remoteForLink('/games?x=1')).toBe('mfe_games');
    expect(remoteForLink('/wiki#about')).toBe('mfe_info');
    expect(remoteForLink('https://example.com')).toBeNull();
  });

  it('guards signed-in and admin routes', () => {
    const visitor = { signedIn: false, isAdmin: false };
    const member = { signedIn: true, isAdmin: false };
    const admin = { signedIn: true, isAdmin: true };
    expect(guardDecision(undefined, visitor)).toEqual({ kind: 'render' });
    expect(guardDecision('signed-in', visitor)).toEqual({ kind: 'redirect', to: '/login' });
    expect(guardDecision('signed-in', member)).toEqual({ kind: 'render' });
    expect(guardDecision('admin', member)).toEqual({ kind: 'redirect', to: '/' });
    expect(guardDecision('admin', admin)).toEqual({ kind: 'render' });
  });
});
