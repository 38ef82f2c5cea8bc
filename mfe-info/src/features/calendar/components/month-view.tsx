import styled from 'styled-components';
import { Button, Card } from '@norsecraft/shared';
import {
  addMonths,
  monthGrid,
  monthLabel,
  todayIso,
  WEEKDAYS,
  type YearMonth,
} from '../lib/month-grid';
import type { CalendarEvent } from '../types';
import { DayCell } from './day-cell';

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: clamp(1.1rem, 3vw, 1.5rem);
    text-align: center;
  }
`;

/** The words beside the arrows; the arrows alone on narrow screens (aria-label names them). */
const NavWord = styled.span`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    display: inline;
  }
`;

const Days = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1)};
`;

const Weekday = styled.div`
  padding: ${({ theme }) => theme.space(1)} 0;
  text-align: center;
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface MonthViewProps {
  month: YearMonth;
  onMonthChange: (month: YearMonth) => void;
  selected: string;
  onSelect: (iso: string) => void;
  eventsByDate: Map<string, CalendarEvent[]>;
}

export function MonthView({
  month,
  onMonthChange,
  selected,
  onSelect,
  eventsByDate,
}: MonthViewProps) {
  const label = monthLabel(month);
  const todayKey = todayIso();
  return (
    <Card as="section" aria-labelledby="calendar-month">
      <Head>
        <Button
          variant="secondary"
          size="sm"
          aria-label="Previous month"
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          <span aria-hidden="true">‹</span>
          <NavWord>Prev</NavWord>
        </Button>
        <h2 id="calendar-month" aria-live="polite">
          {label}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          aria-label="Next month"
          onClick={() => onMonthChange(addMonths(month, 1))}
        >
          <NavWord>Next</NavWord>
          <span aria-hidden="true">›</span>
        </Button>
      </Head>
      <Days>
        {WEEKDAYS.map((day) => (
          <Weekday key={day} aria-hidden="true">
            {day}
          </Weekday>
        ))}
        {monthGrid(month)
          .flat()
          .map((day) => (
            <DayCell
              key={day.iso}
              day={day}
              events={eventsByDate.get(day.iso) ?? []}
              selected={day.iso === selected}
              today={day.iso === todayKey}
              onSelect={onSelect}
            />
          ))}
      </Days>
    </Card>
  );
}
