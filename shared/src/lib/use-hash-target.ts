import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A listing's place on the pages that show it (the auction house, My Auctions): a mail or a
 * notice links to `/my-auctions#listing-12`.
 */
export const listingElementId = (id: number) => `listing-${id}`;

/** The id the address's fragment names (`#listing-12` → `listing-12`), or null. */
export function hashTargetId(hash: string): string | null {
  if (!hash.startsWith('#') || hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/**
 * A link to a place on a page whose content arrives after the page (a mail's link to a listing
 * among a member's auctions): the browser looked for the fragment's element before it existed.
 * Once `ready`, the element is brought into view and focused (it carries tabIndex -1); the id is
 * returned so the page can mark it.
 */
export function useHashTarget(ready: boolean): string | null {
  const id = hashTargetId(useLocation().hash);
  useEffect(() => {
    if (!ready || id === null) return;
    const element = document.getElementById(id);
    if (!element) return;
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [ready, id]);
  return ready ? id : null;
}
