import {
  Avatar,
  Dropdown,
  signInPath,
  signOut,
  useServerFirst,
  useSessionUser,
  useStaffRoles,
  type DropdownItem,
  type SessionUser,
} from '@norsecraft/shared';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRouteTable } from '../../../lib/route-table-context';
import { profileMenuEntries } from '../nav-items';
import { SignInLink } from './top-bar-styles';
import { t } from '../../../lib/i18n';

/**
 * The account control at the bar's right end. Signed out it is the signed-out entries themselves
 * (Sign In): a word, not an empty avatar that reads as Help, and it returns the visitor to this
 * page afterwards. Signed in, the avatar opens the member's pages, then Sign Out.
 */
export function ProfileMenu({ prefetch }: { prefetch: (to: string) => () => void }) {
  const user = useSessionUser();
  const roles = useStaffRoles();
  const location = useLocation();
  const routeTable = useRouteTable();
  // A page of the route table has HTML of its own address, so its link returns there even when
  // followed before hydration (the query and fragment are added after it: the server's HTML is
  // the path's). The HTML of a page not found is rendered once for every such address: its link
  // gets the return path once hydrated.
  const serverSignInTo = routeTable.find(location.pathname)
    ? signInPath({ pathname: location.pathname })
    : '/login';
  const signInTo = useServerFirst(signInPath(location), serverSignInTo);
  if (!user) {
    return (
      <>
        {profileMenuEntries(routeTable, false, roles).map((entry) => (
          <SignInLink
            key={entry.id}
            to={entry.to === '/login' ? signInTo : (entry.to ?? '/')}
            onMouseEnter={entry.to ? prefetch(entry.to) : undefined}
            onFocus={entry.to ? prefetch(entry.to) : undefined}
          >
            {entry.label}
          </SignInLink>
        ))}
      </>
    );
  }
  return <AccountMenu user={user} prefetch={prefetch} />;
}

function AccountMenu({
  user,
  prefetch,
}: {
  user: SessionUser;
  prefetch: (to: string) => () => void;
}) {
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

  const items: DropdownItem[] = profileMenuEntries(routeTable, true, roles).map((entry) =>
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
      buttonLabel={t('nav.accountMenu', { email: user.email })}
      label={
        <Avatar
          url={user.profile?.avatar_url}
          name={user.profile?.username ?? user.email}
          size={34}
          decorative
        />
      }
      items={items}
    />
  );
}
