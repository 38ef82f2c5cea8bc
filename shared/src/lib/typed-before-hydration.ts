/**
 * Text typed into a field of the server's HTML before React hydrated it stays on screen
 * (hydration keeps the DOM), but the page's state does not have it: React 19 neither replays it
 * nor notices the next input event (it takes the typed value for the one it last saw). Such a
 * field still has the server's value as its default when it hydrates (React keeps the two in
 * step from then on): called as it hydrates, this types its text again, as typing does, so a
 * controlled field's state (onChange) has it before any event there is handled.
 */
export function keepTextTypedBeforeHydration(
  field: HTMLInputElement | HTMLTextAreaElement | null,
): void {
  if (!field || field.value === field.defaultValue) return;
  const typed = field.value;
  // React notices a change against the value it last saw: let it see the server's first.
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
