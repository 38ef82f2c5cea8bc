import {
  Dropdown,
  StrokeIcon,
  Tag,
  siteConfig,
  useIsAdmin,
  type DropdownItem,
} from '@norsecraft/shared';
import type { ReactNode } from 'react';
import { useRouteTable } from '../../../lib/route-table-context';
import { LinkLabel } from './link-label';
import { MobileNavButton, MobileNavPanel, useMobileNav } from './mobile-nav';
import { ProfileMenu } from './profile-menu';
import { Bar, Brand, Links, Meta, TopLink } from './top-bar-styles';
import { useScrolled } from './use-scrolled';
import { t } from '../../../lib/i18n';

function BrandMark() {
  // A stylised Othala rune: drawn inline, so no image request and it follows the theme colour.
  return (
    <StrokeIcon path="M12 2 L19 9 L12 16 L5 9 Z M5 22 L12 16 L19 22" width={28} strokeWidth={2.2} />
  );
}

interface TopBarProps {
  /** The More menu's entries for this page in the other languages. */
  languageItems: DropdownItem[];
  /** The links to this page in the other languages, in the small-screen menu. */
  languageSwitch: ReactNode;
  /** The version control at the bar's left end. */
  version: ReactNode;
  /** Warms a page's remote (and its chunk) before the visitor follows a link to it. */
  prefetchRemote: (remote: string, path: string) => void;
}

export function TopBar({ version, prefetchRemote, languageItems, languageSwitch }: TopBarProps) {
  const isAdmin = useIsAdmin();
  const scrolled = useScrolled();
  const mobileNav = useMobileNav();
  const routeTable = useRouteTable();
  const directLinks = routeTable.menu('main');
  const moreLinks = routeTable.menu('more');
  // On hover or focus of a link, unless the page's manifest says not.
  const prefetch = (to: string) => () => {
    const route = routeTable.findLink(to);
    if (route && route.prefetch !== false) prefetchRemote(route.remote, route.path);
  };

  const moreItems: DropdownItem[] = moreLinks.map((link) => ({
    id: link.to,
    to: link.to,
    label: <LinkLabel link={link} />,
    onIntent: prefetch(link.to),
  }));

  return (
    <>
      <Bar $scrolled={scrolled}>
        <Meta $badge={isAdmin}>
          {version}
          {isAdmin && <Tag $tone="danger">{t('nav.admin')}</Tag>}
        </Meta>
        <Brand
          to="/"
          aria-label={t('nav.home', { product: siteConfig.productName })}
          onMouseEnter={prefetch('/')}
          $runeOnly={isAdmin}
        >
          <BrandMark />
          <span>{siteConfig.productName}</span>
        </Brand>
        <Links aria-label={t('nav.main')}>
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
          <Dropdown label={t('nav.more')} items={[...moreItems, ...languageItems]} />
        </Links>
        <MobileNavButton nav={mobileNav} />
        <ProfileMenu prefetch={prefetch} />
      </Bar>
      <MobileNavPanel
        nav={mobileNav}
        links={[...directLinks, ...moreLinks]}
        prefetch={prefetch}
        languageSwitch={languageSwitch}
      />
    </>
  );
}
