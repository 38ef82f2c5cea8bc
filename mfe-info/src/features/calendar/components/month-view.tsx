import styled from 'styled-components';
import { Button, Card } from '@norsecraft/shared';
import { addMonths, monthGrid, monthLabel, weekdays, type YearMonth } from '../lib/month-grid';
import { todayIso, type CalendarEvent } from '@norsecraft/shared';
import { DayCell } from './day-cell';
import { t } from '../i18n';

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

/** The button's name; visible beside the arrow, read but not shown on narrow screens. */
const NavWord = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
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
        <Button variant="secondary" size="sm" onClick={() => onMonthChange(addMonths(month, -1))}>
          <span aria-hidden="true">‹</span>
          <NavWord>{t('cal.previous')}</NavWord>
        </Button>
        <h2 id="calendar-month" aria-live="polite">
          {label}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => onMonthChange(addMonths(month, 1))}>
          <NavWord>{t('cal.next')}</NavWord>
          <span aria-hidden="true">›</span>
        </Button>
      </Head>
      <Days>
        {weekdays().map((day) => (
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
