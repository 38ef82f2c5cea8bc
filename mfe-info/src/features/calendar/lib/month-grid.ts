import { currentLocale } from '@norsecraft/shared';

/** A calendar month, `month` 0-based as in Date. */
export interface YearMonth {
  year: number;
  month: number;
}

export interface GridDay {
  /** YYYY-MM-DD, the key events are grouped by. */
  iso: string;
  day: number;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** All dates are computed in UTC so the grid cannot shift with the visitor's time zone. */
export function isoDate(year: number, month: number, day: number): string {
  const d = new Date(Date.UTC(year, month, day));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function daysInMonth({ year, month }: YearMonth): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

export function addMonths({ year, month }: YearMonth, delta: number): YearMonth {
  const d = new Date(Date.UTC(year, month + delta, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() };
}

/**
 * Weeks (Monday first) covering the month: leading days of the previous month fill the first
 * week, trailing days of the next month fill the last. 4 to 6 rows, never a spare empty row.
 */
export function monthGrid({ year, month }: YearMonth): GridDay[][] {
  // getUTCDay: Sunday 0 … Saturday 6; Monday-first offset is (day + 6) % 7.
  const leading = (new Date(Date.UTC(year, month, 1)).getUTCDay() + 6) % 7;
  const cells = Math.ceil((leading + daysInMonth({ year, month })) / 7) * 7;
  const weeks: GridDay[][] = [];
  for (let i = 0; i < cells; i++) {
    const d = new Date(Date.UTC(year, month, 1 - leading + i));
    const day: GridDay = {
      iso: isoDate(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()),
      day: d.getUTCDate(),
      inMonth: d.getUTCMonth() === month,
    };
    if (i % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]!.push(day);
  }
  return weeks;
}

/** The grid's weekday heads, Monday first, short in the page's language ('Mon', 'mån'). */
export function weekdays(locale = currentLocale()): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}

export function monthLabel({ year, month }: YearMonth, locale = currentLocale()): string {
  return new Date(Date.UTC(year, month, 1)).toLocaleDateString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The first and last day (YYYY-MM-DD) the month's grid shows, neighbouring months' included. */
export function gridRange(month: YearMonth): { from: string; to: string } {
  const weeks = monthGrid(month);
  return { from: weeks[0]![0]!.iso, to: weeks.at(-1)!.at(-1)!.iso };
}
