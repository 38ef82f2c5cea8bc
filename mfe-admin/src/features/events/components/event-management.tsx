import {
  Button,
  DeleteEventDialog,
  emptyEventForm,
  EmptyState,
  EventFormModal,
  QueryView,
} from '@norsecraft/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { Section } from '../../../components/section';
import type { ShowNotice } from '../../../lib/use-notice';
import {
  useCalendarEvents,
  useCreateCalendarEvent,
  useDeleteCalendarEvent,
} from '../api/use-calendar-events';
import { EventRow, type ListedEvent } from './event-row';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const CREATE_FAILED_MESSAGE = 'Failed to create event';

interface EventManagementProps {
  /** A failed delete is told in a corner notice (the dialog has closed by then). */
  onError: ShowNotice;
}

export function EventManagement({ onError }: EventManagementProps) {
  const events = useCalendarEvents();
  const create = useCreateCalendarEvent();
  const remove = useDeleteCalendarEvent();
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<ListedEvent | null>(null);

  async function confirmDelete(event: ListedEvent) {
    try {
      await remove.mutateAsync(event.id);
    } catch (error) {
      onError('Could not delete the event.', error);
    }
    setToDelete(null);
  }

  return (
    <Section
      title="Event Management"
      actions={<Button onClick={() => setCreating(true)}>Create Event</Button>}
    >
      <QueryView
        query={events}
        loadingLabel="Loading events..."
        errorTitle="Could not load the events"
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title="No events yet" />}
      >
        {(list) => (
          <List aria-label="Events">
            {list.map((event) => (
              <EventRow key={event.id} event={event} onDelete={setToDelete} />
            ))}
          </List>
        )}
      </QueryView>
      {/* Mounted only while open, so every opening starts from the empty form (type 'event'). */}
      {creating && (
        <EventFormModal
          title="Create Event"
          submitLabel="Create Event"
          initial={emptyEventForm()}
          askDate
          failureMessage={CREATE_FAILED_MESSAGE}
          onSubmit={async (input) => {
            await create.mutateAsync(input);
            setCreating(false);
          }}
          onClose={() => setCreating(false)}
        />
      )}
      {toDelete && (
        <DeleteEventDialog
          open
          event={toDelete}
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={() => void confirmDelete(toDelete)}
          onCancel={() => setToDelete(null)}
        />
      )}
    </Section>
  );
}
