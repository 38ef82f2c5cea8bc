import type { PageEntry } from '@norsecraft/shared';
import { createRouteTable, guardDecision } from './route-table';

const info: PageEntry[] = [
  { path: '/', title: 'HOME', nav: { menu: 'main', label: 'Home', order: 10 } },
  { path: '/wiki', title: 'WIKI', nav: { menu: 'main', label: 'Wiki', order: 60 } },
  { path: '/dynmap', title: 'MAP', nav: { menu: 'more', label: 'Dynmap', order: 10 } },
  { path: '/calendar', nav: { menu: 'more', label: 'Calendar', order: 40, soon: true } },
  { path: '/punishments/:player' },
];
const games: PageEntry[] = [
  { path: '/games', nav: { menu: 'more', label: 'Games', order: 20 } },
  { path: '/games/flappy-steve', prefetch: false },
];
const account: PageEntry[] = [
  { path: '/settings', guard: 'signed-in' },
  { path: '/login', nav: { menu: 'account', label: 'Sign In', order: 5, signedOutOnly: true } },
];

const { table, conflicts } = createRouteTable([
  { name: 'mfe_info', pages: info },
  { name: 'mfe_games', pages: games },
  { name: 'mfe_account', pages: account },
]);

describe('route table from the released page manifests', () => {
  it('maps each page to the remote that released it, with its guard and title', () => {
    expect(table.routes).toHaveLength(9);
    expect(conflicts).toEqual([]);
    expect(table.find('/')?.remote).toBe('mfe_info');
    expect(table.find('/games/flappy-steve')).toEqual({
      path: '/games/flappy-steve',
      prefetch: false,
      remote: 'mfe_games',
    });
    expect(table.find('/settings')).toEqual({
      path: '/settings',
      guard: 'signed-in',
      remote: 'mfe_account',
    });
    expect(table.find('/dynmap')?.title).toBe('MAP');
  });

  it('treats a trailing slash as the same page and anything else as not found', () => {
    expect(table.find('/wiki/')?.path).toBe('/wiki');
    expect(table.find('/wiki/extra')).toBeNull();
    expect(table.find('/nope')).toBeNull();
  });

  it('serves a path with a :name segment for any one segment there', () => {
    expect(table.find('/punishments/Ragnar')).toMatchObject({
      path: '/punishments/:player',
      remote: 'mfe_info',
    });
    expect(table.find('/punishments/Ragnar/')?.path).toBe('/punishments/:player');
    expect(table.find('/punishments/a/b')).toBeNull();
    expect(table.findLink('/punishments/Ragnar?page=2')?.remote).toBe('mfe_info');
  });

  it('finds the route behind a link with a query or hash', () => {
    expect(table.findLink('/games?x=1')?.remote).toBe('mfe_games');
    expect(table.findLink('/wiki#about')?.remote).toBe('mfe_info');
    expect(table.findLink('https://example.com')).toBeNull();
  });

  it('orders each menu across remotes by the manifests’ order', () => {
    expect(table.menu('main').map((l) => l.label)).toEqual(['Home', 'Wiki']);
    expect(table.menu('more')).toEqual([
      { label: 'Dynmap', to: '/dynmap' },
      { label: 'Games', to: '/games' },
      { label: 'Calendar', to: '/calendar', soon: true },
    ]);
  });

  it('a page released by a new remote is routed and listed with no shell change', () => {
    const withDice = createRouteTable([
      { name: 'mfe_info', pages: info },
      {
        name: 'mfe_dice',
        pages: [{ path: '/dice', title: 'DICE', nav: { menu: 'more', label: 'Dice', order: 15 } }],
      },
    ]).table;
    expect(withDice.find('/dice')).toMatchObject({ remote: 'mfe_dice', title: 'DICE' });
    expect(withDice.menu('more').map((l) => l.label)).toEqual(['Dynmap', 'Dice', 'Calendar']);
  });

  it('keeps a path claimed twice with its first remote and reports the conflict', () => {
    const result = createRouteTable([
      { name: 'mfe_info', pages: info },
      { name: 'mfe_games', pages: [{ path: '/wiki' }] },
    ]);
    expect(result.table.find('/wiki')?.remote).toBe('mfe_info');
    expect(result.conflicts).toEqual(['/wiki is claimed by mfe_info and mfe_games']);
  });

  it('guards signed-in and staff routes', () => {
    const visitor = { signedIn: false, roles: [] };
    const member = { signedIn: true, roles: [] };
    const admin = { signedIn: true, roles: ['admin'] };
    const editor = { signedIn: true, roles: ['editor'] };
    const moderator = { signedIn: true, roles: ['moderator'] };
    expect(guardDecision(undefined, visitor)).toEqual({ kind: 'render' });
    expect(guardDecision('signed-in', visitor)).toEqual({ kind: 'redirect', to: '/login' });
    expect(guardDecision('signed-in', member)).toEqual({ kind: 'render' });
    expect(guardDecision('admin', member)).toEqual({ kind: 'redirect', to: '/' });
    expect(guardDecision('admin', admin)).toEqual({ kind: 'render' });
    expect(guardDecision('admin', editor)).toEqual({ kind: 'redirect', to: '/' });
    expect(guardDecision('editor', editor)).toEqual({ kind: 'render' });
    expect(guardDecision('editor', moderator)).toEqual({ kind: 'redirect', to: '/' });
    expect(guardDecision('moderator', moderator)).toEqual({ kind: 'render' });
    expect(guardDecision('staff', moderator)).toEqual({ kind: 'render' });
    expect(guardDecision('staff', member)).toEqual({ kind: 'redirect', to: '/' });
    expect(guardDecision('editor', admin)).toEqual({ kind: 'render' });
  });
});

describe('the route table in a language', () => {
  const translated: PageEntry[] = [
    {
      path: '/rules',
      title: 'Rules',
      nav: { menu: 'main', label: 'Rules', order: 30 },
      translations: { sv: { title: 'Regler', navLabel: 'Regler' } },
    },
    { path: '/items', title: 'Items', nav: { menu: 'main', label: 'Items', order: 40 } },
  ];

  it('titles and labels the pages in that language, English where a page has no translation', () => {
    const swedish = createRouteTable([{ name: 'mfe_info', pages: translated }], 'sv').table;
    expect(swedish.menu('main').map((link) => link.label)).toEqual(['Regler', 'Items']);
    expect(swedish.find('/rules')?.title).toBe('Regler');
    const english = createRouteTable([{ name: 'mfe_info', pages: translated }]).table;
    expect(english.menu('main').map((link) => link.label)).toEqual(['Rules', 'Items']);
  });
});
