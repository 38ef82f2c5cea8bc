import styled, { css } from 'styled-components';
import { currentLocale, VisuallyHidden } from '@norsecraft/shared';
import { cellEvents } from '../lib/day-events';
import type { GridDay } from '../lib/month-grid';
import type { CalendarEvent } from '@norsecraft/shared';
import { EventTypeDot } from './event-type';
import { t } from '../i18n';

const Cell = styled.button<{ $inMonth: boolean; $selected: boolean; $today: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 2px;
  min-height: 56px;
  min-width: 0;
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme, $inMonth }) => ($inMonth ? theme.colors.text : theme.colors.textMuted)};
  font: inherit;
  text-align: left;
  cursor: pointer;

  ${({ $inMonth, theme }) =>
    !$inMonth &&
    css`
      background: ${theme.colors.surface};
      border-style: dashed;
    `}
  ${({ $today, theme }) =>
    $today &&
    css`
      border-color: ${theme.colors.accent};
    `}
  ${({ $selected, theme }) =>
    $selected &&
    css`
      border: 2px solid ${theme.colors.primary};
      background: ${theme.colors.surfaceRaised};
    `}

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    min-height: 96px;
  }
`;

const Number = styled.span`
  font-weight: 700;
  font-size: 0.85rem;
`;

const Chip = styled.span`
  display: flex;
  align-items: flex-start;
  gap: 4px;
  min-width: 0;
  font-size: 0.75rem;
  line-height: 1.3;

  /* Up to two lines of the title, broken between words, then an ellipsis. */
  span:last-child {
    display: none;
    overflow: hidden;
    overflow-wrap: break-word;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    span:last-child {
      display: -webkit-box;
    }
  }
`;

const More = styled.span`
  font-size: 0.72rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface DayCellProps {
  day: GridDay;
  events: CalendarEvent[];
  selected: boolean;
  today: boolean;
  onSelect: (iso: string) => void;
}

/** 'Monday, November' for the hidden part of a cell's name (the day number is visible). */
/** 'Thursday December', in the page's language. */
const weekdayMonth = (iso: string) =>
  new Intl.DateTimeFormat(currentLocale(), {
    weekday: 'long',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

function countLabel(count: number) {
  return count === 0 ? t('cal.countNone') : t('cal.count', { count });
}

/*
 * The cell's accessible name is its content, with the date and the count added for screen
 * readers around the visible text ('Monday, November 16 Fenrir Hunt Thing Assembly +1 more,
 * today, 3 events'), so the visible words stay part of the name (WCAG 2.5.3).
 */
export function DayCell({ day, events, selected, today, onSelect }: DayCellProps) {
  const { shown, more } = cellEvents(events);
  return (
    <Cell
      type="button"
      $inMonth={day.inMonth}
      $selected={selected}
      $today={today}
      aria-pressed={selected}
      data-date={day.iso}
      onClick={() => onSelect(day.iso)}
    >
      <Number>
        <VisuallyHidden>{weekdayMonth(day.iso)} </VisuallyHidden>
        {day.day}
      </Number>
      {shown.map((event) => (
        <Chip key={event.id}>
          <EventTypeDot $type={event.type} />
          <span title={event.title}>{event.title}</span>
        </Chip>
      ))}
      {more > 0 && (
        <More>
          +{more}
          <VisuallyHidden>{t('cal.moreHidden')}</VisuallyHidden>
        </More>
      )}
      <VisuallyHidden>
        {today ? t('cal.today') : ''}, {countLabel(events.length)}
      </VisuallyHidden>
    </Cell>
  );
}
