import { Link, NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';

const md = ({ theme }: { theme: { breakpoints: { md: string } } }) => theme.breakpoints.md;
// The direct links, More, the account menu and the chat toggle's slot fit in one row from here;
// below it the bar shows Menu.
const wide = ({ theme }: { theme: { breakpoints: { lg: string } } }) => theme.breakpoints.lg;

export const Bar = styled.header<{ $scrolled: boolean }>`
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
  background: color-mix(in srgb, ${({ theme }) => theme.colors.bg} 90%, transparent);

  ${({ $scrolled, theme }) =>
    $scrolled &&
    css`
      background: ${theme.colors.surface};
      border-bottom-color: ${theme.colors.border};
      box-shadow: ${theme.shadow.md};
      @supports (backdrop-filter: blur(8px)) {
        background: color-mix(in srgb, ${theme.colors.surface} 92%, transparent);
        backdrop-filter: blur(10px);
      }
    `}

  @media (max-width: calc(${({ theme }) => theme.breakpoints.sm} - 0.02px)) {
    gap: ${({ theme }) => theme.space(1)};
  }

  @media (min-width: ${md}) {
    padding: 0 ${({ theme }) => theme.space(5)};
  }

  /* The chat toggle's slot at the right end, below xl (see the chat widget). */
  @media (max-width: calc(${({ theme }) => theme.breakpoints.xl} - 0.02px)) {
    padding-right: ${({ theme }) => `calc(${theme.space(3)} + 44px + ${theme.space(2)})`};
  }
`;

/** The version and the Admin badge; on a phone the version is in the footer, so only a badge. */
export const Meta = styled.div<{ $badge: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};

  @media (max-width: calc(${({ theme }) => theme.breakpoints.sm} - 0.02px)) {
    display: ${({ $badge }) => ($badge ? 'flex' : 'none')};
  }
`;

export const Brand = styled(Link)<{ $runeOnly: boolean }>`
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

  /*
   * On a phone the wordmark, smaller, keeps the bar's left end (the version is in the footer);
   * an admin's bar has the Admin badge there, and the rune alone fits beside it.
   */
  @media (max-width: calc(${({ theme }) => theme.breakpoints.sm} - 0.02px)) {
    gap: ${({ theme }) => theme.space(1)};
    min-width: 0;
    font-size: 0.8125rem;
    letter-spacing: 0.04em;

    /* Gives way rather than slide under the next control (a wider fallback font at first). */
    span {
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
    }

    ${({ $runeOnly }) =>
      $runeOnly &&
      css`
        span {
          display: none;
        }
      `}
  }
`;

export const Links = styled.nav`
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

export const TopLink = styled(NavLink)`
  ${navLinkStyles}
`;

/** The signed-out account control: Sign In, drawn as the bar's buttons are. */
export const SignInLink = styled(Link)`
  ${navLinkStyles}
  flex: none;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primary};
  white-space: nowrap;

  @media (max-width: calc(${({ theme }) => theme.breakpoints.sm} - 0.02px)) {
    padding: 0 ${({ theme }) => theme.space(2)};
  }
`;

export const MenuButton = styled.button`
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

  @media (max-width: calc(${({ theme }) => theme.breakpoints.sm} - 0.02px)) {
    padding: 0 ${({ theme }) => theme.space(2)};
  }

  @media (min-width: ${wide}) {
    display: none;
  }
`;

export const MobilePanel = styled.nav`
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
