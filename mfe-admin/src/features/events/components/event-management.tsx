import { Button, EmptyState, LoadingState } from '@norsecraft/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { Section } from '../../../components/section';
import { useLoadedList } from '../../../lib/use-loaded-list';
import type { ShowNotice } from '../../../lib/use-notice';
import { deleteEvent, fetchEvents, type CalendarEvent } from '../api/events';
import { CreateEventModal } from './create-event-modal';
import { DeleteEventModal } from './delete-event-modal';
import { EventRow } from './event-row';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

interface EventManagementProps {
  onChanged: () => void;
  onError: ShowNotice;
}

export function EventManagement({ onChanged, onError }: EventManagementProps) {
  const { items: events, refresh } = useLoadedList(
    fetchEvents,
    'Could not load the events.',
    onError,
  );
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<CalendarEvent | null>(null);

  function handleCreated() {
    setCreating(false);
    onChanged();
    void refresh();
  }

  async function confirmDelete(event: CalendarEvent) {
    try {
      await deleteEvent(event.id);
      onChanged();
    } catch (error) {
      onError('Could not delete the event.', error);
    }
    setToDelete(null);
    await refresh();
  }

  return (
    <Section
      title="Event Management"
      actions={<Button onClick={() => setCreating(true)}>Create Event</Button>}
    >
      {events === null ? (
        <LoadingState label="Loading events..." />
      ) : events.length === 0 ? (
        <EmptyState title="No events yet" />
      ) : (
        <List aria-label="Events">
          {events.map((event) => (
            <EventRow key={event.id} event={event} onDelete={setToDelete} />
          ))}
        </List>
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
