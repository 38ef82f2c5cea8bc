import { EVENT_TYPES, eventTypeLabel } from './event-types';

describe('event types', () => {
  it('lists event, maintenance and raid in that order', () => {
    expect(EVENT_TYPES.map((t) => t.value)).toEqual(['event', 'maintenance', 'raid']);
  });

  it('labels known types and shows unknown ones as they are', () => {
    expect(eventTypeLabel('maintenance')).toBe('Maintenance');
    expect(eventTypeLabel('raid')).toBe('Raid');
    expect(eventTypeLabel('festival')).toBe('festival');
  });
});
