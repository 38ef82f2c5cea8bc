import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  currentLocale,
  emptyEventForm,
  EmptyState,
  EventFormModal,
  eventFormOf,
  formatNumber,
  type CalendarEvent,
} from '@norsecraft/shared';
import { useDayEvents, useSaveCalendarEvent } from '../api/use-calendar-events';
import { EventItem } from './event-item';
import { t } from '../i18n';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.2rem;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** 'Thursday, December 3, 2026' ('torsdag 3 december 2026'), in the page's language. */
const fullDate = (iso: string) =>
  new Intl.DateTimeFormat(currentLocale(), {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/** Null: closed; 'new': adding; an event: editing it. */
type Editing = null | 'new' | CalendarEvent;

interface DayPanelProps {
  /** YYYY-MM-DD */
  date: string;
  /** The day's events from the month's answer. */
  events: CalendarEvent[];
  /** The month's answer stopped part way: the day's events are asked for on their own. */
  monthIncomplete: boolean;
  canEdit: boolean;
}

export function DayPanel({ date, events: fromMonth, monthIncomplete, canEdit }: DayPanelProps) {
  const day = useDayEvents(date, monthIncomplete);
  const events = (monthIncomplete && day.data?.events) || fromMonth;
  const more = monthIncomplete && day.data ? day.data.total - day.data.events.length : 0;
  const [editing, setEditing] = useState<Editing>(null);
  const save = useSaveCalendarEvent();

  return (
    <Card as="section" aria-labelledby="day-panel-title">
      <Head>
        <h2 id="day-panel-title">{fullDate(date)}</h2>
        {canEdit && (
          <Button size="sm" onClick={() => setEditing('new')}>
            {t('cal.add')}
          </Button>
        )}
      </Head>
      {events.length === 0 ? (
        <EmptyState title={t('cal.noEvents')} />
      ) : (
        <List aria-label={t('cal.eventsOnDay')}>
          {events.map((event) => (
            <EventItem
              key={event.id}
              event={event}
              canEdit={canEdit}
              onEdit={() => setEditing(event)}
            />
          ))}
        </List>
      )}
      {more > 0 && <Note>{t('cal.more', { count: formatNumber(more) })}</Note>}
      {canEdit && editing && (
        <EventFormModal
          title={editing === 'new' ? t('cal.add') : t('cal.edit')}
          submitLabel={editing === 'new' ? t('cal.add') : t('cal.save')}
          initial={editing === 'new' ? emptyEventForm(date) : eventFormOf(editing)}
          askDate={false}
          failureMessage={editing === 'new' ? t('cal.createFailed') : t('cal.saveFailed')}
          onSubmit={async (input) => {
            await save.mutateAsync({ id: editing === 'new' ? null : editing.id, input });
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
