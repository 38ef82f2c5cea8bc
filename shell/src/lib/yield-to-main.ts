/**
 * Ends the current task and resumes in a new one, so a phone can paint or answer a tap between
 * two stretches of start-up work (a long task blocks both). `scheduler.yield` keeps the
 * continuation ahead of other queued work where the browser has it.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
