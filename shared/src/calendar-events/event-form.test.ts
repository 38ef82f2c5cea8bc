import {
  DATE_OUT_OF_BOUNDS_MESSAGE,
  DESCRIPTION_TOO_LONG_MESSAGE,
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_TITLE_MAX_LENGTH,
  REQUIRED_FIELDS_MESSAGE,
  TITLE_TOO_LONG_MESSAGE,
  emptyEventForm,
  eventFormOf,
  eventInputOf,
  formatEventTime,
  validateEventForm,
  type EventFormValues,
} from './event-form';

const complete = {
  title: 'Ragnarok Raid',
  date: '2030-05-01',
  time: '20:00',
  type: 'raid' as const,
  description: '',
} satisfies EventFormValues;

describe('validateEventForm', () => {
  it('accepts a form with title, date, time and type (description optional)', () => {
    expect(validateEventForm(complete)).toBeNull();
  });

  it.each(['title', 'date', 'time', 'type'] as const)('requires %s', (field) => {
    expect(validateEventForm({ ...complete, [field]: '' })).toBe(REQUIRED_FIELDS_MESSAGE);
  });

  it('takes days from 2000 to 2099, as the database does', () => {
    for (const date of ['2000-01-01', '2099-12-31']) {
      expect(validateEventForm({ ...complete, date })).toBeNull();
    }
    // A date input's own range is years 1 to 275760.
    for (const date of ['1999-12-31', '2100-01-01', '0001-01-01', '275760-09-13']) {
      expect(validateEventForm({ ...complete, date })).toBe(DATE_OUT_OF_BOUNDS_MESSAGE);
    }
  });

  it('treats a blank title as missing', () => {
    expect(validateEventForm({ ...complete, title: '   ' })).toBe(REQUIRED_FIELDS_MESSAGE);
  });

  it(`takes titles of up to ${EVENT_TITLE_MAX_LENGTH} characters`, () => {
    const longest = 'x'.repeat(EVENT_TITLE_MAX_LENGTH);
    expect(validateEventForm({ ...complete, title: longest })).toBeNull();
    expect(validateEventForm({ ...complete, title: `${longest}x` })).toBe(TITLE_TOO_LONG_MESSAGE);
  });

  it('starts a new form as an event, on the day given', () => {
    expect(emptyEventForm().type).toBe('event');
    expect(emptyEventForm('2030-05-01').date).toBe('2030-05-01');
    expect(validateEventForm(emptyEventForm())).toBe(REQUIRED_FIELDS_MESSAGE);
  });
});

describe('form values and the row', () => {
  it('edits a stored event with its time as HH:MM and no null description', () => {
    const stored = { ...complete, id: 1, time: '20:30:00', description: null };
    expect(eventFormOf(stored)).toEqual({ ...complete, time: '20:30' });
  });

  it('sends trimmed text and no empty description', () => {
    expect(eventInputOf({ ...complete, title: '  Raid ', description: '  ' })).toEqual({
      title: 'Raid',
      date: '2030-05-01',
      time: '20:00',
      type: 'raid',
      description: null,
    });
  });

  it('trims seconds off times', () => {
    expect(formatEventTime('20:30:00')).toBe('20:30');
  });
});

it('bounds the description', () => {
  const long = 'x'.repeat(EVENT_DESCRIPTION_MAX_LENGTH);
  expect(validateEventForm({ ...complete, description: long })).toBeNull();
  expect(validateEventForm({ ...complete, description: `${long}x` })).toBe(
    DESCRIPTION_TOO_LONG_MESSAGE,
  );
});
