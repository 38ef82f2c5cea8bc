import {
  Button,
  DeleteEventDialog,
  emptyEventForm,
  EmptyState,
  EventFormModal,
  Pagination,
  QueryView,
  todayIso,
  UPCOMING_EVENTS_PER_PAGE,
} from '@norsecraft/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { Section } from '../../../components/section';
import {
  useCreateCalendarEvent,
  useDeleteCalendarEvent,
  useUpcomingEvents,
} from '../api/use-calendar-events';
import { EventRow, type ListedEvent } from './event-row';
import { t } from '../../../lib/dashboard-i18n';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Upcoming events, soonest first and paged; past ones stay on the calendar. */
export function EventManagement() {
  const [page, setPage] = useState(1);
  const events = useUpcomingEvents(todayIso(), page);
  const create = useCreateCalendarEvent();
  const remove = useDeleteCalendarEvent();
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<ListedEvent | null>(null);

  function confirmDelete(event: ListedEvent) {
    remove.mutate(event.id, {
      // The last event of a later page: show the page before, which still has events.
      onSuccess: () => events.data?.rows.length === 1 && page > 1 && setPage(page - 1),
      onSettled: () => setToDelete(null),
    });
  }

  return (
    <Section
      title={t('events.title')}
      actions={<Button onClick={() => setCreating(true)}>{t('events.create')}</Button>}
    >
      <Note>{t('events.note')}</Note>
      <QueryView
        query={events}
        loadingLabel={t('events.loading')}
        errorTitle={t('events.failed')}
        isEmpty={(upcoming) => upcoming.rows.length === 0}
        empty={
          <EmptyState
            title={t('events.none')}
            action={
              page > 1 && (
                <Button variant="secondary" onClick={() => setPage(1)}>
                  {t('events.firstPage')}
                </Button>
              )
            }
          />
        }
      >
        {(upcoming) => (
          <div aria-busy={events.isFetching}>
            <List aria-label={t('events.list')}>
              {upcoming.rows.map((event) => (
                <EventRow key={event.id} event={event} onDelete={setToDelete} />
              ))}
            </List>
            <Pagination
              page={page}
              pageSize={UPCOMING_EVENTS_PER_PAGE}
              total={upcoming.total}
              onPageChange={setPage}
              label={t('events.pages')}
            />
          </div>
        )}
      </QueryView>
      {/* Mounted only while open, so every opening starts from the empty form (type 'event'). */}
      {creating && (
        <EventFormModal
          title={t('events.create')}
          submitLabel={t('events.create')}
          initial={emptyEventForm()}
          askDate
          failureMessage={t('events.createFailed')}
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
          confirmLabel={t('events.delete')}
          busy={remove.isPending}
          onConfirm={() => confirmDelete(toDelete)}
          onCancel={() => setToDelete(null)}
        />
      )}
    </Section>
  );
}
