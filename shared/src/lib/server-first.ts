import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * `value` in the browser; `serverValue` on the server and while the browser hydrates the
 * server's HTML. What differs between the two by nature (the stored user, the visitor's theme,
 * the time) renders the server's way first, so hydration finds what the server sent, and changes
 * right after: React re-renders a component whose snapshot differs from its server snapshot. A
 * component mounted later (a page opened in the browser) gets `value` at once.
 */
export function useServerFirst<T>(value: T, serverValue: T): T {
  return useSyncExternalStore(
    subscribeNever,
    () => value,
    () => serverValue,
  );
}
