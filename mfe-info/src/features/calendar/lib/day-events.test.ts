import { cellEvents, groupEventsByDate } from './day-events';

const ev = (date: string, time: string, title: string) => ({ date, time, title });

describe('cellEvents (+N rule)', () => {
  it('shows everything when there are at most 2', () => {
    expect(cellEvents([])).toEqual({ shown: [], more: 0 });
    expect(cellEvents(['a'])).toEqual({ shown: ['a'], more: 0 });
    expect(cellEvents(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
  });

  it('shows 2 and counts the rest', () => {
    expect(cellEvents(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b'], more: 1 });
    expect(cellEvents(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b'], more: 3 });
  });
});

describe('groupEventsByDate', () => {
  it('groups by day and orders each day by time', () => {
    const byDate = groupEventsByDate([
      ev('2025-03-02', '20:00:00', 'Raid'),
      ev('2025-03-01', '09:00:00', 'Market'),
      ev('2025-03-02', '08:30:00', 'Maintenance'),
    ]);
    expect([...byDate.keys()].sort()).toEqual(['2025-03-01', '2025-03-02']);
    expect(byDate.get('2025-03-02')?.map((e) => e.title)).toEqual(['Maintenance', 'Raid']);
  });
});
