import { nextPosition, publishState } from './row-state';

it('tells drafts, scheduled and published posts apart; other kinds have no state', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  expect(publishState({ id: 1, status: 'draft', published_at: null }, now)).toBe('draft');
  expect(
    publishState({ id: 1, status: 'published', published_at: '2026-11-28T00:00:00Z' }, now),
  ).toBe('scheduled');
  expect(
    publishState({ id: 1, status: 'published', published_at: '2026-11-27T11:00:00Z' }, now),
  ).toBe('published');
  // An article has no time: published when published.
  expect(publishState({ id: 1, status: 'published' }, now)).toBe('published');
  expect(publishState({ id: 1, title: 'Rule' }, now)).toBeNull();
});

it('puts a new row after the last', () => {
  expect(nextPosition([])).toBe(1);
  expect(
    nextPosition([
      { id: 1, position: 3 },
      { id: 2, position: 7 },
    ]),
  ).toBe(8);
});
