import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

/** The back office's pages. */
const ADMIN_PAGES = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/items', label: 'Items' },
  { to: '/admin/auctions', label: 'Auctions' },
  { to: '/admin/punishments', label: 'Punishments' },
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

/** Links between the back office's pages; the one shown is marked for assistive tech too. */
export function AdminNav() {
  return (
    <Nav aria-label="Back office">
      {ADMIN_PAGES.map(({ to, label }) => (
        <NavLink key={to} to={to} end>
          {label}
        </NavLink>
      ))}
    </Nav>
  );
}
