import {
  Dropdown,
  StrokeIcon,
  Tag,
  signOut,
  siteConfig,
  useIsAdmin,
  useSessionUser,
  type DropdownItem,
} from '@norsecraft/shared';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useRouteTable } from '../../../app/route-table-context';
import { prefetchRemote } from '../../remotes/api/remote-loader';
import { CURRENT_VERSION } from '../../version/changelog';
import { VersionPanel } from '../../version/components/version-panel';
import { isScrolled, profileMenuEntries } from '../nav-items';

const md = ({ theme }: { theme: { breakpoints: { md: string } } }) => theme.breakpoints.md;
// The direct links, More, the account menu and the chat toggle's slot fit in one row from here;
// below it the bar shows Menu.
const wide = ({ theme }: { theme: { breakpoints: { lg: string } } }) => theme.breakpoints.lg;

const Bar = styled.header<{ $scrolled: boolean }>`
  position: fixed;
  inset: 0 0 auto;
  z-index: 700;
  height: ${({ theme }) => theme.navHeight};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid transparent;
  transition:
    background-color 0.2s,
    border-color 0.2s;
  background: ${({ theme }) => theme.colors.bg}e6;

  ${({ $scrolled, theme }) =>
    $scrolled &&
    css`
      background: ${theme.colors.surface};
      border-bottom-color: ${theme.colors.border};
      box-shadow: ${theme.shadow.md};
      @supports (backdrop-filter: blur(8px)) {
        background: ${theme.colors.surface}eb;
        backdrop-filter: blur(10px);
      }
    `}

  @media (min-width: ${md}) {
    padding: 0 ${({ theme }) => theme.space(5)};
  }

  /* The chat toggle's slot at the right end, below xl (see the chat widget). */
  @media (max-width: calc(${({ theme }) => theme.breakpoints.xl} - 0.02px)) {
    padding-right: ${({ theme }) => `calc(${theme.space(3)} + 44px + ${theme.space(2)})`};
  }
`;

const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const VersionButton = styled.button`
  padding: 2px ${({ theme }) => theme.space(2)};
  min-height: 28px;
  background: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.75rem;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-right: auto;
  color: ${({ theme }) => theme.colors.primary};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  font-size: 1.125rem;
  letter-spacing: 0.12em;
  text-decoration: none;
  text-transform: uppercase;
  white-space: nowrap;

  span {
    display: none;
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    span {
      display: inline;
    }
  }
`;

const Links = styled.nav`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};

  @media (min-width: ${wide}) {
    display: flex;
  }
`;

const navLinkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }

  &.active {
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.primary};
  }
`;

const TopLink = styled(NavLink)`
  ${navLinkStyles}
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  background: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;

  @media (min-width: ${wide}) {
    display: none;
  }
`;

const MobilePanel = styled.nav`
  position: fixed;
  top: ${({ theme }) => theme.navHeight};
  inset-inline: 0;
  z-index: 650;
  max-height: calc(100vh - ${({ theme }) => theme.navHeight});
  overflow: auto;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
    gap: ${({ theme }) => theme.space(1)};
  }

  a {
    ${navLinkStyles}
    width: 100%;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }

  @media (min-width: ${wide}) {
    display: none;
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    image-rendering: pixelated;
  }
`;

const SoonLabel = ({ label }: { label: string }) => (
  <>
    {label}
    <Tag $tone="primary">Soon</Tag>
  </>
);

function BrandMark() {
  // A stylised Othala rune: drawn inline, so no image request and it follows the theme colour.
  return (
    <StrokeIcon path="M12 2 L19 9 L12 16 L5 9 Z M5 22 L12 16 L19 22" width={28} strokeWidth={2.2} />
  );
}

export function TopBar() {
  const user = useSessionUser();
  const isAdmin = useIsAdmin();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [scrolled, setScrolled] = useState(() => isScrolled(window.scrollY));
  const [versionOpen, setVersionOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileId = useId();

  useEffect(() => {
    const onScroll = () => setScrolled(isScrolled(window.scrollY));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // A new page closes the small-screen menu.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMobileOpen(false);
  }

  const routeTable = useRouteTable();
  const directLinks = routeTable.menu('main');
  const moreLinks = routeTable.menu('more');
  // Warms the linked page's remote (and its chunk) on hover or focus, unless its manifest says not.
  const prefetch = (to: string) => () => {
    const route = routeTable.findLink(to);
    if (route && route.prefetch !== false) prefetchRemote(route.remote, route.path);
  };

  const moreItems: DropdownItem[] = moreLinks.map((link) => ({
    id: link.to,
    to: link.to,
    label: link.soon ? <SoonLabel label={link.label} /> : link.label,
    onIntent: prefetch(link.to),
  }));

  const profileItems: DropdownItem[] = profileMenuEntries(routeTable, !!user, isAdmin).map(
    (entry) =>
      entry.divider
        ? { kind: 'divider', id: entry.id }
        : entry.action === 'sign-out'
          ? {
              id: entry.id,
              label: entry.label,
              // Leave first: signing out on a guarded page would redirect to /login instead.
              onSelect: () => {
                navigate('/');
                void signOut();
              },
            }
          : {
              id: entry.id,
              label: entry.label,
              to: entry.to,
              onIntent: entry.to ? prefetch(entry.to) : undefined,
            },
  );

  const avatarUrl = user?.profile?.avatar_url;
  const initial = (user?.profile?.username ?? user?.email ?? '?').charAt(0).toUpperCase();

  return (
    <>
      <Bar $scrolled={scrolled}>
        <Meta>
          <VersionButton
            type="button"
            onClick={() => setVersionOpen(true)}
            aria-label={`Version ${CURRENT_VERSION}: show version history`}
          >
            {CURRENT_VERSION}
          </VersionButton>
          {isAdmin && <Tag $tone="danger">Admin</Tag>}
        </Meta>
        <Brand to="/" aria-label={`${siteConfig.productName} home`} onMouseEnter={prefetch('/')}>
          <BrandMark />
          <span>{siteConfig.productName}</span>
        </Brand>
        <Links aria-label="Main">
          {directLinks.map((link) => (
            <TopLink
              key={link.to}
              to={link.to}
              end
              onMouseEnter={prefetch(link.to)}
              onFocus={prefetch(link.to)}
            >
              {link.label}
            </TopLink>
          ))}
          <Dropdown label="More" items={moreItems} />
        </Links>
        <MenuButton
          type="button"
          aria-expanded={mobileOpen}
          aria-controls={mobileOpen ? mobileId : undefined}
          onClick={() => setMobileOpen((open) => !open)}
        >
          {mobileOpen ? 'Close' : 'Menu'}
        </MenuButton>
        <Dropdown
          align="end"
          buttonLabel={user ? `Account menu for ${user.email}` : 'Account menu'}
          label={
            <Avatar>{avatarUrl ? <img src={avatarUrl} alt="" /> : <span>{initial}</span>}</Avatar>
          }
          items={profileItems}
        />
      </Bar>
      {mobileOpen && (
        <MobilePanel id={mobileId} aria-label="Site">
          <ul>
            {[...directLinks, ...moreLinks].map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end onFocus={prefetch(link.to)}>
                  {link.soon ? <SoonLabel label={link.label} /> : link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </MobilePanel>
      )}
      <VersionPanel open={versionOpen} onClose={() => setVersionOpen(false)} />
    </>
  );
}
