import {
  Avatar,
  Dropdown,
  signOut,
  useSessionUser,
  useStaffRoles,
  type DropdownItem,
} from '@norsecraft/shared';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRouteTable } from '../../../lib/route-table-context';
import { profileMenuEntries } from '../nav-items';

/** The account menu behind the avatar: the visitor's account pages, then Sign Out. */
export function ProfileMenu({ prefetch }: { prefetch: (to: string) => () => void }) {
  const user = useSessionUser();
  const roles = useStaffRoles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const routeTable = useRouteTable();
  // Sign out once the home page has replaced the current one: navigations are transitions, so
  // the old (maybe members-only) page stays up while / loads, and signing out under it would
  // send its guard to /login.
  const signOutAtHome = useRef(false);
  useEffect(() => {
    if (!signOutAtHome.current || pathname !== '/') return;
    signOutAtHome.current = false;
    void signOut();
  }, [pathname]);

  const items: DropdownItem[] = profileMenuEntries(routeTable, !!user, roles).map((entry) =>
    entry.divider
      ? { kind: 'divider', id: entry.id }
      : entry.action === 'sign-out'
        ? {
            id: entry.id,
            label: entry.label,
            onSelect: () => {
              if (pathname === '/') {
                void signOut();
                return;
              }
              signOutAtHome.current = true;
              navigate('/');
            },
          }
        : {
            id: entry.id,
            label: entry.label,
            to: entry.to,
            onIntent: entry.to ? prefetch(entry.to) : undefined,
          },
  );

  return (
    <Dropdown
      align="end"
      buttonLabel={user ? `Account menu for ${user.email}` : 'Account menu'}
      label={
        <Avatar
          url={user?.profile?.avatar_url}
          name={user?.profile?.username ?? user?.email ?? '?'}
          size={34}
          decorative
        />
      }
      items={items}
    />
  );
}
