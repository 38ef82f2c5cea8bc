import { pageName } from '../document/contract';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it("puts the page's name as written before the product's", () => {
    expect(pageTitle('Rules')).toBe('Rules · Norsecraft');
    expect(pageTitle('Auction House')).toBe('Auction House · Norsecraft');
    expect(pageTitle('Rules', 'Valhalla')).toBe('Rules · Valhalla');
  });

  it("shows the product's name alone for a page without a name", () => {
    expect(pageTitle(undefined)).toBe('Norsecraft');
    expect(pageTitle('')).toBe('Norsecraft');
  });
});

describe('pageName', () => {
  const player = { path: '/punishments/:player', title: 'Punishments of :player' };

  it('is the manifest title of a page without parameters', () => {
    expect(pageName({ path: '/rules', title: 'Rules' }, '/rules')).toBe('Rules');
    expect(pageName({ path: '/rules' }, '/rules')).toBeUndefined();
  });

  it("puts the path's segment, decoded and isolated, for each :name", () => {
    expect(pageName(player, '/punishments/Ragnar')).toBe('Punishments of \u2068Ragnar\u2069');
    expect(pageName(player, '/punishments/Bj%C3%B6rn')).toBe('Punishments of \u2068Björn\u2069');
    // A right-to-left override stays inside the name.
    expect(pageName(player, '/punishments/Evil%E2%80%AEgnp')).toBe(
      'Punishments of \u2068Evil\u202Egnp\u2069',
    );
  });

  it('keeps a segment that is not valid percent-encoding as it is', () => {
    expect(pageName(player, '/punishments/100%')).toBe('Punishments of \u2068100%\u2069');
  });
});
