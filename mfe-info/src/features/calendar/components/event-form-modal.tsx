import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Banner,
  EVENT_TYPES,
  Button,
  Field,
  Input,
  Modal,
  Select,
  TextArea,
  useSessionUser,
} from '@norsecraft/shared';
import { createEvent, updateEvent, type EventInput } from '../api/calendar-events';
import { shortTime } from '../lib/day-events';
import type { CalendarEvent, CalendarEventType } from '../types';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

interface EventFormModalProps {
  /** YYYY-MM-DD of a new event. */
  date: string;
  /** The event being edited, or null to add one. */
  event: CalendarEvent | null;
  onClose: () => void;
  onSaved: () => void;
}

const FORM_ID = 'calendar-event-form';

export function EventFormModal({ date, event, onClose, onSaved }: EventFormModalProps) {
  const user = useSessionUser();
  const [values, setValues] = useState<EventInput>({
    title: event?.title ?? '',
    time: event ? shortTime(event.time) : '',
    description: event?.description ?? '',
    type: event?.type ?? 'event',
  });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const set = (patch: Partial<EventInput>) => setValues((v) => ({ ...v, ...patch }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!values.title.trim() || !values.time) {
      setError('Please fill in all required fields');
      return;
    }
    setSaving(true);
    setError(null);
    const input = { ...values, title: values.title.trim() };
    try {
      if (event) await updateEvent(event.id, input);
      else await createEvent(date, input, user?.id ?? '');
      onSaved();
    } catch (err) {
      // The database's own words: a refused write says why (e.g. row-level security).
      setError(err instanceof Error ? err.message : String(err));
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={event ? 'Edit event' : 'Add event'}
      footer={
        <Actions>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={saving}>
            {event ? 'Save changes' : 'Add event'}
          </Button>
        </Actions>
      }
    >
      <Form id={FORM_ID} onSubmit={submit} noValidate>
        {error && <Banner tone="error">{error}</Banner>}
        <Field label="Title">
          <Input
            value={values.title}
            required
            maxLength={120}
            onChange={(e) => set({ title: e.target.value })}
          />
        </Field>
        <Field label="Time">
          <Input
            type="time"
            value={values.time}
            required
            onChange={(e) => set({ time: e.target.value })}
          />
        </Field>
        <Field label="Type">
          <Select
            value={values.type}
            onChange={(e) => set({ type: e.target.value as CalendarEventType })}
          >
            {EVENT_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Description">
          <TextArea
            rows={3}
            value={values.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        </Field>
      </Form>
    </Modal>
  );
}
