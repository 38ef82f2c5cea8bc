import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  DeleteEventDialog,
  EventTypeTag,
  formatEventTime,
  type CalendarEvent,
} from '@norsecraft/shared';
import { useDeleteCalendarEvent } from '../api/use-calendar-events';
import { t } from '../i18n';

const Item = styled.li`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.bg};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 0.9rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

interface EventItemProps {
  event: CalendarEvent;
  canEdit: boolean;
  onEdit: () => void;
}

export function EventItem({ event, canEdit, onEdit }: EventItemProps) {
  // Deleting asks first, so a slip of the mouse cannot remove an event.
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCalendarEvent();

  function confirmDelete() {
    remove.mutate(event.id, { onError: () => setConfirming(false) });
  }

  return (
    <Item>
      <h3>{event.title}</h3>
      <Meta>
        <time>{formatEventTime(event.time)}</time>
        <EventTypeTag type={event.type} />
      </Meta>
      {event.description && <p>{event.description}</p>}
      {canEdit && (
        <Actions>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('cal.editNamed', { title: event.title })}
            onClick={onEdit}
          >
            {t('cal.editButton')}
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={t('cal.deleteNamed', { title: event.title })}
            onClick={() => setConfirming(true)}
          >
            {t('cal.deleteButton')}
          </Button>
        </Actions>
      )}
      <DeleteEventDialog
        open={confirming}
        event={event}
        confirmLabel={t('cal.confirmDelete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </Item>
  );
}
