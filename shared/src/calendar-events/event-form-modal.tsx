import { useState } from 'react';
import styled from 'styled-components';
import { t } from '../i18n/shared-messages';
import { DATE_BOUNDS } from '../lib/database-rules';
import { formatNumber } from '../lib/date-time';
import { EVENT_TYPES } from '../lib/event-types';
import type { CalendarEventType } from '../types/database';
import { Field } from '../ui/field';
import { Input, Select, TextArea } from '../ui/form-controls';
import { FormModal } from '../ui/form-modal';
import type { CalendarEventInput } from './api';
import {
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_TITLE_MAX_LENGTH,
  eventInputOf,
  validateEventForm,
  type EventFormValues,
} from './event-form';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

export interface EventFormModalProps {
  /** The dialog's name, e.g. 'Create Event', 'Edit event'. */
  title: string;
  submitLabel: string;
  initial: EventFormValues;
  /** The calendar fixes the day it was opened on; the dashboard asks for the date. */
  askDate: boolean;
  /** Shown when the save fails for a reason the admin cannot act on. */
  failureMessage: string;
  /** Saves the event; the dialog closes through the caller once it resolves. */
  onSubmit: (input: CalendarEventInput) => Promise<unknown>;
  onClose: () => void;
}

/** The one add/edit form of calendar events, used by the calendar page and the dashboard. */
export function EventFormModal({
  title,
  submitLabel,
  initial,
  askDate,
  failureMessage,
  onSubmit,
  onClose,
}: EventFormModalProps) {
  const [values, setValues] = useState(initial);

  function update(patch: Partial<EventFormValues>) {
    setValues((previous) => ({ ...previous, ...patch }));
  }

  const timeField = (
    <Field label={t('eventForm.time')}>
      <Input
        type="time"
        value={values.time}
        required
        onChange={(e) => update({ time: e.target.value })}
      />
    </Field>
  );
  const typeField = (
    <Field label={t('eventForm.type')}>
      <Select
        value={values.type}
        required
        onChange={(e) => update({ type: e.target.value as CalendarEventType })}
      >
        {EVENT_TYPES.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );

  return (
    <FormModal
      title={title}
      submitLabel={submitLabel}
      check={() => validateEventForm(values)}
      // The check has made sure of the type.
      save={() => onSubmit(eventInputOf({ ...values, type: values.type as CalendarEventType }))}
      failureMessage={failureMessage}
      onClose={onClose}
    >
      <Field label={t('eventForm.title')}>
        <Input
          value={values.title}
          required
          maxLength={EVENT_TITLE_MAX_LENGTH}
          onChange={(e) => update({ title: e.target.value })}
        />
      </Field>
      {askDate ? (
        <Row>
          <Field label={t('eventForm.date')}>
            <Input
              type="date"
              value={values.date}
              min={DATE_BOUNDS.firstDay}
              max={DATE_BOUNDS.lastDay}
              required
              onChange={(e) => update({ date: e.target.value })}
            />
          </Field>
          {timeField}
          {typeField}
        </Row>
      ) : (
        <>
          {timeField}
          {typeField}
        </>
      )}
      <Field
        label={t('eventForm.description')}
        hint={t('eventForm.descriptionCount', {
          count: formatNumber(values.description.length),
          max: formatNumber(EVENT_DESCRIPTION_MAX_LENGTH),
        })}
      >
        <TextArea
          rows={3}
          maxLength={EVENT_DESCRIPTION_MAX_LENGTH}
          value={values.description}
          onChange={(e) => update({ description: e.target.value })}
        />
      </Field>
    </FormModal>
  );
}
