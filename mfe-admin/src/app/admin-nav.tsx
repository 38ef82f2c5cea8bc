import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(6)};

  a {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The admin pages: the dashboard, the item database and the auction house's back office. */
export function AdminNav() {
  return (
    <Links aria-label="Admin pages">
      <NavLink to="/admin" end>
        Dashboard
      </NavLink>
      <NavLink to="/admin/items">Items</NavLink>
      <NavLink to="/admin/auctions">Auctions</NavLink>
    </Links>
  );
}
