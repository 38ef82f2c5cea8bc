import {
  Button,
  EmptyState,
  ErrorState,
  LoadingState,
  Pagination,
  useAsyncData,
} from '@norsecraft/shared';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Section } from '../../dashboard/components/section';
import type { ShowNotice } from '../../dashboard/lib/use-notice';
import { deleteEvent, type CalendarEvent } from '../api/events';
import { EVENTS_PER_PAGE, getUpcomingEvents, localToday } from '../api/get-upcoming-events';
import { CreateEventModal } from './create-event-modal';
import { DeleteEventModal } from './delete-event-modal';
import { EventRow } from './event-row';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface EventManagementProps {
  onChanged: () => void;
  onError: ShowNotice;
}

/** Upcoming events, soonest first and paged; past ones stay on the calendar. */
export function EventManagement({ onChanged, onError }: EventManagementProps) {
  const [page, setPage] = useState(1);
  const from = localToday();
  const { data, error, loading, busy, reload } = useAsyncData(
    useCallback((signal: AbortSignal) => getUpcomingEvents(from, page, signal), [from, page]),
  );
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<CalendarEvent | null>(null);

  function handleCreated() {
    setCreating(false);
    onChanged();
    reload();
  }

  async function confirmDelete(event: CalendarEvent) {
    try {
      await deleteEvent(event.id);
      onChanged();
      // The last event of a later page: show the page before, which still has events.
      if (data?.rows.length === 1 && page > 1) setPage(page - 1);
    } catch (error) {
      onError('Could not delete the event.', error);
    }
    setToDelete(null);
    reload();
  }

  return (
    <Section
      title="Event Management"
      actions={<Button onClick={() => setCreating(true)}>Create Event</Button>}
    >
      <Note>Upcoming events, soonest first. Past events stay on the calendar.</Note>
      {error ? (
        <ErrorState
          title="Could not load the events."
          message="Please try again later"
          onRetry={reload}
        />
      ) : loading || !data ? (
        <LoadingState label="Loading events..." />
      ) : data.rows.length === 0 ? (
        <EmptyState
          title="No events yet"
          action={
            page > 1 && (
              <Button variant="secondary" onClick={() => setPage(1)}>
                First page
              </Button>
            )
          }
        />
      ) : (
        <div aria-busy={busy}>
          <List aria-label="Events">
            {data.rows.map((event) => (
              <EventRow key={event.id} event={event} onDelete={setToDelete} />
            ))}
          </List>
          <Pagination
            page={page}
            pageSize={EVENTS_PER_PAGE}
            total={data.total}
            onPageChange={setPage}
            label="Pages of events"
          />
        </div>
      )}
      {creating && (
        <CreateEventModal onClose={() => setCreating(false)} onCreated={handleCreated} />
      )}
      {toDelete && (
        <DeleteEventModal
          event={toDelete}
          onConfirm={() => confirmDelete(toDelete)}
          onClose={() => setToDelete(null)}
        />
      )}
    </Section>
  );
}
