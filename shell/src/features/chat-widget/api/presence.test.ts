import { parsePresenceCount } from './presence';

it('reads presence_count from the widget JSON', () => {
  expect(parsePresenceCount({ presence_count: 42 })).toBe(42);
  expect(parsePresenceCount({ presence_count: '42' })).toBeNull();
  expect(parsePresenceCount({})).toBeNull();
  expect(parsePresenceCount(null)).toBeNull();
});
