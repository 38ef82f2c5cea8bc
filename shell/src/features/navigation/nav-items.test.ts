import { isScrolled, MORE_LINKS, profileMenuEntries } from './nav-items';

describe('navigation items', () => {
  it('tags the last five More links Soon', () => {
    expect(MORE_LINKS.filter((l) => l.soon).map((l) => l.label)).toEqual([
      'Calendar',
      'Guilds',
      'Quests',
      'Achievements',
      'Auction House',
    ]);
  });

  it('offers only Sign In to signed-out visitors', () => {
    expect(profileMenuEntries(false, false).map((e) => e.label)).toEqual(['Sign In']);
  });

  it('adds Admin Panel for admins only', () => {
    const labels = (admin: boolean) => profileMenuEntries(true, admin).map((e) => e.label);
    expect(labels(false)).toEqual(['Profile', 'Members Area', 'Settings', '', 'Sign Out']);
    expect(labels(true)).toEqual([
      'Profile',
      'Members Area',
      'Admin Panel',
      'Settings',
      '',
      'Sign Out',
    ]);
  });

  it('turns the bar opaque after 20 px', () => {
    expect(isScrolled(20)).toBe(false);
    expect(isScrolled(21)).toBe(true);
  });
});
