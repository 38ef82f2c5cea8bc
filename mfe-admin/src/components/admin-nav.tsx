import { contentAdminPath, hasAccess, useStaffRoles, type StaffAccess } from '@norsecraft/shared';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { t } from '../lib/i18n';

/** The back office's pages, each with who may use it. */
const ADMIN_PAGES: readonly { to: string; label: () => string; access: StaffAccess }[] = [
  { to: '/admin', label: () => t('nav.dashboard'), access: 'staff' },
  { to: '/admin/content', label: () => t('nav.content'), access: 'editor' },
  { to: contentAdminPath('news_posts'), label: () => t('nav.news'), access: 'editor' },
  { to: contentAdminPath('site_settings'), label: () => t('nav.settings'), access: 'admin' },
  { to: '/admin/items', label: () => t('nav.items'), access: 'admin' },
  { to: '/admin/auctions', label: () => t('nav.auctions'), access: 'admin' },
  { to: '/admin/punishments', label: () => t('nav.punishments'), access: 'moderator' },
];

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};

  a {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The pages of the back office the visitor's roles allow, the one shown marked. */
export function AdminNav() {
  const roles = useStaffRoles();
  return (
    <Nav aria-label={t('nav.label')}>
      {ADMIN_PAGES.filter((page) => hasAccess(roles, page.access)).map(({ to, label }) => (
        <NavLink key={to} to={to} end>
          {label()}
        </NavLink>
      ))}
    </Nav>
  );
}
