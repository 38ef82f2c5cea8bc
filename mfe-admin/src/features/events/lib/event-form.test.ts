import {
  EMPTY_EVENT_FORM,
  REQUIRED_FIELDS_MESSAGE,
  formatEventTime,
  validateEventForm,
  type EventForm,
} from './event-form';

const complete: EventForm = {
  title: 'Ragnarok Raid',
  date: '2030-05-01',
  time: '20:00',
  type: 'raid',
  description: '',
};

describe('validateEventForm', () => {
  it('accepts a form with title, date, time and type (description optional)', () => {
    expect(validateEventForm(complete)).toBeNull();
  });

  it.each(['title', 'date', 'time', 'type'] as const)('requires %s', (field) => {
    expect(validateEventForm({ ...complete, [field]: '' })).toBe(REQUIRED_FIELDS_MESSAGE);
  });

  it('treats a blank title as missing', () => {
    expect(validateEventForm({ ...complete, title: '   ' })).toBe(REQUIRED_FIELDS_MESSAGE);
  });

  it('starts a new form as an event', () => {
    expect(EMPTY_EVENT_FORM.type).toBe('event');
    expect(validateEventForm(EMPTY_EVENT_FORM)).toBe(REQUIRED_FIELDS_MESSAGE);
  });
});

describe('display helpers', () => {
  it('trims seconds off times', () => {
    expect(formatEventTime('20:30:00')).toBe('20:30');
  });
});
