import {
  Banner,
  EVENT_TYPES,
  Button,
  Field,
  Input,
  Modal,
  Select,
  TextArea,
  type CalendarEventType,
} from '@norsecraft/shared';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { createEvent } from '../api/events';
import { EMPTY_EVENT_FORM, validateEventForm, type EventForm } from '../lib/event-form';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

export const CREATE_FAILED_MESSAGE = 'Failed to create event';

interface CreateEventModalProps {
  onClose: () => void;
  onCreated: () => void;
}

/** Mounted only while open, so every opening starts from the empty form (type 'event'). */
export function CreateEventModal({ onClose, onCreated }: CreateEventModalProps) {
  const formId = useId();
  const [form, setForm] = useState<EventForm>(EMPTY_EVENT_FORM);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function update<K extends keyof EventForm>(key: K, value: EventForm[K]) {
    setForm((previous) => ({ ...previous, [key]: value }));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateEventForm(form);
    if (invalid) {
      setError(invalid);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await createEvent(form);
      onCreated();
    } catch (failure) {
      console.error(CREATE_FAILED_MESSAGE, failure);
      setError(CREATE_FAILED_MESSAGE);
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Create Event"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            Create Event
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={handleSubmit} noValidate>
        {error && <Banner tone="error">{error}</Banner>}
        <Field label="Title">
          <Input
            value={form.title}
            required
            maxLength={200}
            onChange={(event) => update('title', event.target.value)}
          />
        </Field>
        <Row>
          <Field label="Date">
            <Input
              type="date"
              value={form.date}
              required
              onChange={(event) => update('date', event.target.value)}
            />
          </Field>
          <Field label="Time">
            <Input
              type="time"
              value={form.time}
              required
              onChange={(event) => update('time', event.target.value)}
            />
          </Field>
          <Field label="Type">
            <Select
              value={form.type}
              required
              onChange={(event) => update('type', event.target.value as CalendarEventType)}
            >
              {EVENT_TYPES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
        </Row>
        <Field label="Description">
          <TextArea
            value={form.description}
            onChange={(event) => update('description', event.target.value)}
          />
        </Field>
      </Form>
    </Modal>
  );
}
