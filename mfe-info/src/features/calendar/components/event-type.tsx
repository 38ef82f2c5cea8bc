import styled, { type DefaultTheme } from 'styled-components';
import type { CalendarEventType } from '@norsecraft/shared';

const colour = (theme: DefaultTheme, type: CalendarEventType) =>
  ({ event: theme.colors.info, maintenance: theme.colors.warning, raid: theme.colors.danger })[
    type
  ];

/** A small coloured marker of the event's type inside day cells (the cell's label says it). */
export const EventTypeDot = styled.span.attrs({ 'aria-hidden': true })<{
  $type: CalendarEventType;
}>`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $type }) => colour(theme, $type)};
`;
