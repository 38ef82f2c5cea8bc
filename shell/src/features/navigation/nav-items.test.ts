import { createRouteTable } from '../../lib/route-table';
import { isScrolled, profileMenuEntries } from './nav-items';

const { table } = createRouteTable([
  {
    name: 'mfe_account',
    pages: [
      { path: '/login', nav: { menu: 'account', label: 'Sign In', order: 5, signedOutOnly: true } },
      {
        path: '/members',
        guard: 'signed-in',
        nav: { menu: 'account', label: 'Members Area', order: 20 },
      },
      {
        path: '/profile',
        guard: 'signed-in',
        nav: { menu: 'account', label: 'Profile', order: 10 },
      },
      {
        path: '/settings',
        guard: 'signed-in',
        nav: { menu: 'account', label: 'Settings', order: 40 },
      },
    ],
  },
  {
    name: 'mfe_admin',
    pages: [
      { path: '/admin', guard: 'staff', nav: { menu: 'account', label: 'Admin Panel', order: 30 } },
    ],
  },
]);

describe('navigation items', () => {
  it('offers only Sign In to signed-out visitors', () => {
    expect(profileMenuEntries(table, false, [])).toEqual([
      { id: '/login', label: 'Sign In', to: '/login' },
    ]);
  });

  it('lists the account pages the guard admits, then Sign Out; Admin Panel for staff only', () => {
    const labels = (roles: string[]) => profileMenuEntries(table, true, roles).map((e) => e.label);
    expect(labels([])).toEqual(['Profile', 'Members Area', 'Settings', '', 'Sign Out']);
    expect(labels(['moderator'])).toContain('Admin Panel');
    expect(labels(['editor'])).toEqual([
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
