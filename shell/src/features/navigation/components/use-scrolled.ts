import { useSyncExternalStore } from 'react';
import { isScrolled } from '../nav-items';

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * Whether the page has scrolled past the point where the bar turns opaque. Not scrolled on the
 * server and while the browser hydrates its HTML (a restored scroll position shows right after).
 */
export function useScrolled(): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => isScrolled(window.scrollY),
    () => false,
  );
}
