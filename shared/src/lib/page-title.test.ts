import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it.each([
    ['/', 'NORSECRAFT | HOME'],
    ['/votes', 'NORSECRAFT | VOTES'],
    ['/rules', 'NORSECRAFT | RULES'],
    ['/staff', 'NORSECRAFT | STAFF'],
    ['/dynmap', 'NORSECRAFT | MAP'],
    ['/store', 'NORSECRAFT | STORE'],
    ['/wiki', 'NORSECRAFT | WIKI'],
    ['/items', 'NORSECRAFT | ITEMS'],
    ['/items/', 'NORSECRAFT | ITEMS'],
    ['/games', 'NORSECRAFT'],
    ['/auction-house', 'NORSECRAFT'],
    ['/nope', 'NORSECRAFT'],
  ])('%s → %s', (path, title) => {
    expect(pageTitle(path)).toBe(title);
  });

  it('upper-cases the configured product name', () => {
    expect(pageTitle('/rules', 'Valhalla')).toBe('VALHALLA | RULES');
  });
});
