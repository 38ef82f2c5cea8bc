import { useState } from 'react';
import styled from 'styled-components';
import {
  Banner,
  formatNumber,
  Page,
  PageHeader,
  QueryView,
  todayIso,
  useIsAdmin,
} from '@norsecraft/shared';
import { useCalendarEvents } from '../api/use-calendar-events';
import { groupEventsByDate } from '../lib/day-events';
import { gridRange, type YearMonth } from '../lib/month-grid';
import { MonthView } from './month-view';
import { DayPanel } from './day-panel';
import { t } from '../i18n';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);

  /* The month needs the room: beside it, the day panel would leave ~10 characters a title. */
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    grid-template-columns: minmax(0, 3fr) minmax(280px, 1fr);
    align-items: start;
  }
`;

function monthOf(iso: string): YearMonth {
  const [year, month] = iso.split('-').map(Number);
  return { year: year ?? 1970, month: (month ?? 1) - 1 };
}

export default function CalendarPage() {
  const isAdmin = useIsAdmin();
  const [selected, setSelected] = useState(() => todayIso());
  const [month, setMonth] = useState(() => monthOf(selected));
  const range = gridRange(month);
  const extraDay = selected < range.from || selected > range.to ? selected : null;
  const events = useCalendarEvents(range, extraDay);

  const byDate = groupEventsByDate(events.data?.events ?? []);
  // More events than one request brings: the grid stops part way, the day panel asks for its day.
  const hidden = events.data ? events.data.total - events.data.events.length : 0;

  function selectDay(iso: string) {
    setSelected(iso);
    setMonth(monthOf(iso));
  }

  return (
    <Page>
      <PageHeader title={t('cal.title')} subtitle={t('cal.subtitle')} />
      <QueryView query={events} loadingLabel={t('cal.loading')} errorTitle={t('cal.failed')}>
        {() => (
          <>
            {hidden > 0 && (
              <Banner tone="info">
                {t('cal.hidden', {
                  total: formatNumber(events.data!.total),
                  hidden: formatNumber(hidden),
                })}
              </Banner>
            )}
            <Layout>
              <MonthView
                month={month}
                onMonthChange={setMonth}
                selected={selected}
                onSelect={selectDay}
                eventsByDate={byDate}
              />
              <DayPanel
                date={selected}
                events={byDate.get(selected) ?? []}
                monthIncomplete={hidden > 0}
                canEdit={isAdmin}
              />
            </Layout>
          </>
        )}
      </QueryView>
    </Page>
  );
}
