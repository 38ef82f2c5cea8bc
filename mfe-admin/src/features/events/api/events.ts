import {
  supabase,
  type CalendarEvent as CalendarEventRow,
  type CalendarEventInsert,
} from '@norsecraft/shared';
import type { EventForm } from '../lib/event-form';

/** What the admin list shows of an event. */
export type CalendarEvent = Pick<
  CalendarEventRow,
  'id' | 'title' | 'date' | 'time' | 'description' | 'type'
>;

/** `created_by` must be the acting admin (checked by the database's insert policy). */
export async function createEvent(form: EventForm): Promise<void> {
  const { data: sessionData } = await supabase.auth.getSession();
  const createdBy = sessionData.session?.user.id;
  if (!createdBy) throw new Error('Not signed in');
  if (!form.type) throw new Error('Event type missing');
  const row: CalendarEventInsert = {
    title: form.title.trim(),
    date: form.date,
    time: form.time,
    description: form.description.trim() || null,
    type: form.type,
    created_by: createdBy,
  };
  const { error } = await supabase.from('calendar_events').insert(row);
  if (error) throw new Error(error.message);
}

export async function deleteEvent(id: number): Promise<void> {
  const { error } = await supabase.from('calendar_events').delete().eq('id', id);
  if (error) throw new Error(error.message);
}
