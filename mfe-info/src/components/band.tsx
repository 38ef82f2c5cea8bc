import styled from 'styled-components';

/**
 * A full-width stripe of a page (the landing's sections): `raised` sets it on the surface colour
 * between rules, so neighbouring bands read as distinct parts.
 */
export const Band = styled.section<{ $raised?: boolean }>`
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(4)}`};
  background: ${({ theme, $raised }) => ($raised ? theme.colors.surface : 'transparent')};
  border-block: 1px solid ${({ theme, $raised }) => ($raised ? theme.colors.border : 'transparent')};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => `${theme.space(16)} ${theme.space(8)}`};
  }
`;

/** The band's content, as wide as a page's. */
export const BandInner = styled.div`
  max-width: 1136px;
  margin: 0 auto;
`;
