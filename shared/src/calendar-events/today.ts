const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The visitor's local today as YYYY-MM-DD: the calendar's key for the day, and where the admin
 * list's upcoming events start (an event today still counts).
 */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
