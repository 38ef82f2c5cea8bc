import styled from 'styled-components';

/**
 * A player's name as the game has it: the text face (the display face has no lower case and
 * would read "Ivar_Boneless" as "IVAR BONELESS"), its case and underscores kept, no letter
 * spacing, because players copy exact names from the page. Also inside a heading or a link.
 * Isolated (`<bdi>`): a name from the game server written right to left, or holding direction
 * controls, never reorders the text around it.
 */
export const PlayerName = styled.bdi`
  unicode-bidi: isolate;
  font-family: ${({ theme }) => theme.fonts.body};
  font-weight: 700;
  letter-spacing: 0;
  text-transform: none;
  font-variant: normal;
  overflow-wrap: anywhere;
`;
