import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, sessionUserAtom } from '@norsecraft/shared';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { createRouteTable } from '../../../lib/route-table';
import { RouteTableProvider } from '../../../lib/route-table-context';
import { ProfileMenu } from './profile-menu';

const { table } = createRouteTable([
  {
    name: 'mfe_account',
    pages: [
      { path: '/login', nav: { menu: 'account', label: 'Sign In', order: 5, signedOutOnly: true } },
      {
        path: '/profile',
        guard: 'signed-in',
        nav: { menu: 'account', label: 'Profile', order: 10 },
      },
    ],
  },
]);

function renderAt(route: string) {
  renderWithProviders(
    <RouteTableProvider table={table}>
      <ProfileMenu prefetch={() => () => {}} />
    </RouteTableProvider>,
    { route },
  );
}

afterEach(() => appStore.set(sessionUserAtom, null));

describe('ProfileMenu', () => {
  it('signed out: says Sign In (no empty avatar), returning to the page afterwards', () => {
    renderAt('/auction-house?view=grid');
    const signIn = screen.getByRole('link', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('href', '/login?next=%2Fauction-house%3Fview%3Dgrid');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('?')).toBeNull();
  });

  it('signed in: the avatar opens the member pages and Sign Out', async () => {
    appStore.set(sessionUserAtom, { id: 'u1', email: 'thor@asgard.no', profile: null });
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for thor@asgard.no' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Sign Out',
    ]);
  });
});
