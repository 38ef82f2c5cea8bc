import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The max-width page container with responsive padding (the shell's <main> wraps it). */
export const Page = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)} ${theme.space(12)}`};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => `${theme.space(10)} ${theme.space(8)} ${theme.space(16)}`};
  }
`;

/**
 * Responsive grid: as many `$min`-wide columns as fit, stretched to fill the row (auto-fit), so
 * three cards on a wide page share its width instead of leaving empty columns at the right.
 */
export const Grid = styled.div<{ $min?: string; $gap?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = '260px' }) => $min}), 1fr));
  gap: ${({ theme, $gap = 5 }) => theme.space($gap)};
`;

const SidebarGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 15rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(10)};
    align-items: start;
  }
`;

const Sidebar = styled.div`
  min-width: 0;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    position: sticky;
    top: calc(${({ theme }) => `${theme.navHeight} + ${theme.space(6)}`});
  }
`;

const SidebarMain = styled.div`
  min-width: 0;
`;

export interface SidebarLayoutProps {
  /** Beside the content from the `lg` breakpoint (kept in view while it scrolls), above it below. */
  sidebar: ReactNode;
  children: ReactNode;
}

/** A page body with a side column: a table of contents, filters. */
export function SidebarLayout({ sidebar, children }: SidebarLayoutProps) {
  return (
    <SidebarGrid>
      <Sidebar>{sidebar}</Sidebar>
      <SidebarMain>{children}</SidebarMain>
    </SidebarGrid>
  );
}

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

/** Letters in the title's longest word: Swedish compounds are long ("Evenemangskalender"). */
function longestWordLength(title: string): number {
  return Math.max(0, ...title.split(/\s+/).map((word) => [...word].length));
}

const Title = styled.h1<{ $longestWord: number }>`
  /* Small enough on a phone for the longest word to fit on its line (an upper-case letter of the
     display face is about 0.8 em wide), never larger than the usual size. */
  font-size: min(
    clamp(1.75rem, 4vw, 2.75rem),
    calc((100vw - 2rem) / ${({ $longestWord }) => Math.max($longestWord, 1) * 0.8})
  );
  color: ${({ theme }) => theme.colors.primary};
  text-transform: uppercase;
  margin: 0;
  /* A word still too long is broken rather than pushing the page wider than the screen. */
  overflow-wrap: anywhere;

  /* A rule in the member's accent under every page's heading. */
  &::after {
    content: '';
    display: block;
    width: 3rem;
    height: 3px;
    margin-top: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.accent};
  }
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.125rem;
`;

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons shown beside the title (e.g. view toggles). */
  actions?: ReactNode;
}

/** The page's one h1, with an optional subtitle. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Header>
      <div>
        <Title $longestWord={typeof title === 'string' ? longestWordLength(title) : 0}>
          {title}
        </Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </div>
      {actions}
    </Header>
  );
}
