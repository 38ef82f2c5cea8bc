import { filterPunishments } from './filter-punishments';
import { paginate } from './paginate';
import { isPunishmentActive } from './status';
import type { Punishment } from '../types';

const row = (
  player_name: string,
  type: Punishment['type'],
  staff_name: string,
  reason: string,
) => ({ player_name, type, staff_name, reason });

const list = [
  row('Ragnar', 'ban', 'Odin', 'X-ray mining'),
  row('Lagertha', 'mute', 'Freya', 'Spam in chat'),
  row('Bjorn', 'kick', 'Odin', 'AFK farming'),
  row('Floki', 'warn', 'Thor', 'Griefing Ragnar’s hall'),
  row('Ivar', 'ban', 'Thor', 'Hacked client'),
];

describe('filterPunishments', () => {
  it('searches player, staff and reason case-insensitively', () => {
    expect(filterPunishments(list, 'ragnar', 'all').map((p) => p.player_name)).toEqual([
      'Ragnar',
      'Floki',
    ]);
    expect(filterPunishments(list, 'ODIN', 'all')).toHaveLength(2);
    expect(filterPunishments(list, 'spam', 'all').map((p) => p.player_name)).toEqual(['Lagertha']);
  });

  it('filters by type and combines with the search', () => {
    expect(filterPunishments(list, '', 'ban').map((p) => p.player_name)).toEqual([
      'Ragnar',
      'Ivar',
    ]);
    expect(filterPunishments(list, 'thor', 'ban').map((p) => p.player_name)).toEqual(['Ivar']);
    expect(filterPunishments(list, '', 'other')).toEqual([]);
  });

  it('treats a blank query as no search', () => {
    expect(filterPunishments(list, '   ', 'all')).toHaveLength(5);
  });
});

describe('paginate', () => {
  const numbers = Array.from({ length: 60 }, (_, i) => i + 1);

  it('cuts 25 per page by default', () => {
    const first = paginate(numbers, 1);
    expect(first.items).toHaveLength(25);
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 60, from: 1, to: 25 });
    const last = paginate(numbers, 3);
    expect(last.items).toEqual([51, 52, 53, 54, 55, 56, 57, 58, 59, 60]);
    expect(last).toMatchObject({ from: 51, to: 60 });
  });

  it('clamps pages out of range', () => {
    expect(paginate(numbers, 9).page).toBe(3);
    expect(paginate(numbers, 0).page).toBe(1);
    expect(paginate(numbers, Number.NaN).page).toBe(1);
  });

  it('handles exact multiples and empty lists', () => {
    expect(paginate(numbers.slice(0, 50), 2).pageCount).toBe(2);
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0, from: 0, to: 0 });
  });

  it('takes another page size', () => {
    expect(paginate(numbers, 2, 10).items[0]).toBe(11);
  });
});

describe('isPunishmentActive', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  it('is active when flagged and not expired', () => {
    expect(isPunishmentActive({ active: true, expires: null }, now)).toBe(true);
    expect(isPunishmentActive({ active: true, expires: '2025-07-01T00:00:00Z' }, now)).toBe(true);
  });
  it('is expired when lifted or past its expiry', () => {
    expect(isPunishmentActive({ active: false, expires: null }, now)).toBe(false);
    expect(isPunishmentActive({ active: true, expires: '2025-05-01T00:00:00Z' }, now)).toBe(false);
  });
});
