import { addMonths, daysInMonth, gridRange, monthGrid, monthLabel } from './month-grid';

const flat = (y: number, m: number) => monthGrid({ year: y, month: m }).flat();

describe('monthGrid', () => {
  it('starts weeks on Monday with leading days of the previous month', () => {
    // 1 January 2025 is a Wednesday.
    const weeks = monthGrid({ year: 2025, month: 0 });
    expect(weeks[0]?.map((d) => d.iso)).toEqual([
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
      '2025-01-05',
    ]);
    expect(weeks[0]?.map((d) => d.inMonth)).toEqual([false, false, true, true, true, true, true]);
  });

  it('ends with trailing days of the next month and full weeks only', () => {
    const weeks = monthGrid({ year: 2025, month: 0 });
    expect(weeks).toHaveLength(5);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks[4]?.at(-1)).toEqual({ iso: '2025-02-02', day: 2, inMonth: false });
  });

  it('has 29 days in a leap February and 28 otherwise', () => {
    expect(flat(2024, 1).filter((d) => d.inMonth)).toHaveLength(29);
    expect(flat(2024, 1).some((d) => d.iso === '2024-02-29' && d.inMonth)).toBe(true);
    expect(flat(2023, 1).filter((d) => d.inMonth)).toHaveLength(28);
    expect(daysInMonth({ year: 2000, month: 1 })).toBe(29);
    expect(daysInMonth({ year: 1900, month: 1 })).toBe(28);
  });

  it('fits February 2021 (starts Monday, 28 days) into exactly four rows', () => {
    const weeks = monthGrid({ year: 2021, month: 1 });
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every((d) => d.inMonth)).toBe(true);
  });

  // 2024: Jan starts Mon, Oct Tue, May Wed, Feb Thu, Mar Fri, Jun Sat, Sep Sun.
  it.each([
    [0, 0, 5],
    [9, 1, 5],
    [4, 2, 5],
    [1, 3, 5],
    [2, 4, 5],
    [5, 5, 5],
    [8, 6, 6],
  ])('2024 month %i: %i leading days, %i weeks', (month, leading, rows) => {
    const weeks = monthGrid({ year: 2024, month });
    const days = weeks.flat();
    expect(days.findIndex((d) => d.inMonth)).toBe(leading);
    expect(days[leading]?.day).toBe(1);
    expect(weeks).toHaveLength(rows);
    expect(days.filter((d) => d.inMonth)).toHaveLength(daysInMonth({ year: 2024, month }));
    // Trailing days continue at 1 in the next month, never a full week of them.
    const trailing = days.length - leading - daysInMonth({ year: 2024, month });
    expect(trailing).toBeLessThan(7);
    if (trailing) expect(days[days.length - trailing]?.day).toBe(1);
  });
});

it('needs six rows when a 31-day month starts on Saturday', () => {
  // 1 March 2025 is a Saturday.
  expect(monthGrid({ year: 2025, month: 2 })).toHaveLength(6);
});

describe('addMonths and monthLabel', () => {
  it('rolls over the year both ways', () => {
    expect(addMonths({ year: 2024, month: 11 }, 1)).toEqual({ year: 2025, month: 0 });
    expect(addMonths({ year: 2024, month: 0 }, -1)).toEqual({ year: 2023, month: 11 });
  });

  it('names the month', () => {
    expect(monthLabel({ year: 2024, month: 1 })).toBe('February 2024');
  });
});

describe('gridRange', () => {
  it('spans the whole grid, with the neighbouring months’ days', () => {
    // March 2027 starts on a Monday and needs five weeks; February 2027 fills four exactly.
    expect(gridRange({ year: 2027, month: 2 })).toEqual({ from: '2027-03-01', to: '2027-04-04' });
    expect(gridRange({ year: 2027, month: 1 })).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(gridRange({ year: 2026, month: 10 })).toEqual({ from: '2026-10-26', to: '2026-12-06' });
  });
});
