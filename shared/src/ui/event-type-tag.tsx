import { eventTypeLabel } from '../lib/event-types';
import type { CalendarEventType } from '../types/database';
import { Tag, type TagTone } from './tag';

const TONE: Record<CalendarEventType, TagTone> = {
  event: 'info',
  maintenance: 'warning',
  raid: 'danger',
};

/** A calendar event's type as a coloured tag, the same on the calendar and the admin page. */
export function EventTypeTag({ type }: { type: CalendarEventType }) {
  return <Tag $tone={TONE[type] ?? 'neutral'}>{eventTypeLabel(type)}</Tag>;
}
