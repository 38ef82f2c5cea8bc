import { Button, EventTypeTag, formatEventTime, type CalendarEvent } from '@norsecraft/shared';
import styled from 'styled-components';
import { t } from '../../../lib/dashboard-i18n';

/** What a row shows of an event. */
export type ListedEvent = Pick<
  CalendarEvent,
  'id' | 'title' | 'date' | 'time' | 'description' | 'type'
>;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }
`;

const Body = styled.div`
  flex: 1 1 220px;
  min-width: 0;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.0625rem;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
    /* Keep the line breaks the description was written with. */
    white-space: pre-line;
  }
`;

const When = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

export function EventRow({
  event,
  onDelete,
}: {
  event: ListedEvent;
  onDelete: (event: ListedEvent) => void;
}) {
  return (
    <Row>
      <Body>
        <h3>{event.title}</h3>
        <When>
          <time dateTime={`${event.date}T${event.time}`}>
            {event.date} {formatEventTime(event.time)}
          </time>
          <EventTypeTag type={event.type} />
        </When>
        {event.description && <p>{event.description}</p>}
      </Body>
      <Button
        size="sm"
        variant="danger"
        aria-label={t('events.deleteNamed', { title: event.title })}
        onClick={() => onDelete(event)}
      >
        {t('events.delete')}
      </Button>
    </Row>
  );
}
