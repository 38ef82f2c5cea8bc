/** 'November 2026' for '2026-11' (months of votes are UTC months). */
export function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, number! - 1, 1)));
}
