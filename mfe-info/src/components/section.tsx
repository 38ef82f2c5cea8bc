import styled from 'styled-components';

/** A titled block inside a page; its h2 sits under the page's one h1. */
export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(12)};

  /* Only at the top of the page; after a grid of cards (not a section) it keeps its space. */
  &:first-child,
  header + & {
    margin-top: 0;
  }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(1.25rem, 3vw, 1.75rem);
  color: ${({ theme }) => theme.colors.text};
`;

/** Card headings (h3) and the muted paragraph most cards carry. */
export const CardTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.2rem;
  color: ${({ theme }) => theme.colors.text};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.55;
`;

/** A list without bullets or indentation. */
export const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
