import { useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { NavLinkItem } from '../nav-items';
import { LinkLabel } from './link-label';
import { MenuButton, MobilePanel } from './top-bar-styles';
import { t } from '../../../lib/i18n';

/** The small-screen menu's open state; a new page closes it. */
export function useMobileNav() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }
  return { open, id, toggle: () => setOpen((wasOpen) => !wasOpen) };
}

type MobileNav = ReturnType<typeof useMobileNav>;

/** Menu / Close in the bar, below the width where the links fit. */
export function MobileNavButton({ nav }: { nav: MobileNav }) {
  return (
    <MenuButton
      type="button"
      aria-expanded={nav.open}
      aria-controls={nav.open ? nav.id : undefined}
      onClick={nav.toggle}
    >
      {nav.open ? t('nav.close') : t('nav.menu')}
    </MenuButton>
  );
}

/** Every menu link in one panel under the bar while the small-screen menu is open. */
export function MobileNavPanel({
  nav,
  links,
  prefetch,
  languageSwitch,
}: {
  nav: MobileNav;
  links: NavLinkItem[];
  prefetch: (to: string) => () => void;
  /** The links to this page in the other languages, under the menu's links. */
  languageSwitch: ReactNode;
}) {
  if (!nav.open) return null;
  return (
    <MobilePanel id={nav.id} aria-label={t('nav.site')}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end onFocus={prefetch(link.to)}>
              <LinkLabel link={link} />
            </NavLink>
          </li>
        ))}
      </ul>
      {languageSwitch}
    </MobilePanel>
  );
}
