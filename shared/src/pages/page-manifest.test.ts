import { matchesPagePath, pagePathParams, parsePageManifest } from './page-manifest';

describe('parsePageManifest', () => {
  it('accepts pages with titles, guards, nav placements, prefetch and supabase', () => {
    const pages = [
      {
        path: '/',
        title: 'Home',
        previewLabel: 'HOME',
        nav: { menu: 'main', label: 'Home', order: 10 },
        supabase: false,
      },
      { path: '/games/elder-clicker', prefetch: false },
      { path: '/admin', guard: 'admin', nav: { menu: 'account', label: 'Admin Panel', order: 30 } },
      { path: '/login', nav: { menu: 'account', label: 'Sign In', order: 5, signedOutOnly: true } },
      { path: '/punishments/:player', title: 'Punishments of :player' },
    ];
    expect(parsePageManifest(pages)).toEqual({ pages, problems: [] });
  });

  it('keeps the valid pages and names what is wrong with the others', () => {
    const { pages, problems } = parsePageManifest([
      { path: '/votes' },
      { path: 'votes' },
      { path: '/rules/' },
      { path: '/:page' },
      { path: '/a/:Name' },
      { path: '/x', guard: 'owner' },
      { path: '/y', nav: { menu: 'side', label: 'Y', order: 1 } },
      { path: '/z', nav: { menu: 'more', label: 'Z', order: 1, signedOutOnly: true } },
      { path: '/w', supabase: 'no' },
      { path: '/v', title: 'V', previewLabel: ' ' },
      { path: '/votes', title: 'AGAIN' },
      'nope',
    ]);
    expect(pages).toEqual([{ path: '/votes' }]);
    expect(problems).toEqual([
      'invalid path "votes" (lower-case absolute path, :name segments after the first, no trailing slash)',
      'invalid path "/rules/" (lower-case absolute path, :name segments after the first, no trailing slash)',
      'invalid path "/:page" (lower-case absolute path, :name segments after the first, no trailing slash)',
      'invalid path "/a/:Name" (lower-case absolute path, :name segments after the first, no trailing slash)',
      '/x: unknown guard "owner"',
      '/y: unknown nav menu',
      '/z: signedOutOnly is for the account menu',
      '/w: supabase must be boolean',
      '/v: previewLabel must be a non-empty string',
      '/votes is listed twice',
      'a page must be an object',
    ]);
  });

  it('refuses anything but an array', () => {
    expect(parsePageManifest({ path: '/' })).toEqual({
      pages: [],
      problems: ['pages must be an array'],
    });
  });
});

describe('matchesPagePath', () => {
  it('matches literal paths exactly', () => {
    expect(matchesPagePath('/wiki', '/wiki')).toBe(true);
    expect(matchesPagePath('/wiki', '/wiki/x')).toBe(false);
  });

  it('matches one non-empty segment for each :name', () => {
    expect(matchesPagePath('/punishments/:player', '/punishments/Ragnar_Lodbrok')).toBe(true);
    expect(matchesPagePath('/punishments/:player', '/punishments/')).toBe(false);
    expect(matchesPagePath('/punishments/:player', '/punishments')).toBe(false);
    expect(matchesPagePath('/punishments/:player', '/punishments/a/b')).toBe(false);
    expect(matchesPagePath('/punishments/:player', '/bans/Ragnar')).toBe(false);
  });
});

describe('pagePathParams', () => {
  it('gives the :name segments decoded, as the router does', () => {
    expect(pagePathParams('/players/:name', '/players/Sigr%C3%BAn')).toEqual({ name: 'Sigrún' });
    expect(pagePathParams('/punishments/:player', '/punishments/Ragnar')).toEqual({
      player: 'Ragnar',
    });
    expect(pagePathParams('/rules', '/rules')).toEqual({});
  });

  it('gives null where the path does not serve the address', () => {
    expect(pagePathParams('/players/:name', '/players')).toBeNull();
    expect(pagePathParams('/players/:name', '/punishments/Ragnar')).toBeNull();
  });
});
