import { useState } from 'react';
import styled from 'styled-components';
import { Banner, Button, Card, EmptyState } from '@norsecraft/shared';
import type { CalendarEvent } from '../types';
import { EventFormModal } from './event-form-modal';
import { EventItem } from './event-item';

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

const fullDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Null: closed; 'new': adding; an event: editing it. */
type Editing = null | 'new' | CalendarEvent;

interface DayPanelProps {
  /** YYYY-MM-DD */
  date: string;
  events: CalendarEvent[];
  canEdit: boolean;
  /** Called after each successful write so the page reloads the list. */
  onChanged: () => void;
}

export function DayPanel({ date, events, canEdit, onChanged }: DayPanelProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  return (
    <Card as="section" aria-labelledby="day-panel-title">
      <Head>
        <h2 id="day-panel-title">{fullDate.format(new Date(`${date}T00:00:00Z`))}</h2>
        {canEdit && (
          <Button size="sm" onClick={() => setEditing('new')}>
            Add event
          </Button>
        )}
      </Head>
      {deleteError && (
        <Banner tone="error" onDismiss={() => setDeleteError(null)}>
          {deleteError}
        </Banner>
      )}
      {events.length === 0 ? (
        <EmptyState title="No events on this day" />
      ) : (
        <List aria-label="Events on this day">
          {events.map((event) => (
            <EventItem
              key={event.id}
              event={event}
              canEdit={canEdit}
              onEdit={() => setEditing(event)}
              onDeleted={() => {
                setDeleteError(null);
                onChanged();
              }}
              onDeleteError={setDeleteError}
            />
          ))}
        </List>
      )}
      {canEdit && editing && (
        <EventFormModal
          date={date}
          event={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            onChanged();
          }}
        />
      )}
    </Card>
  );
}
