import { useEffect, useState } from 'react';
import { isScrolled } from '../nav-items';

/** Whether the page has scrolled past the point where the bar turns opaque. */
export function useScrolled(): boolean {
  // No window when the page is rendered to HTML (server-render.tsx): not scrolled.
  const [scrolled, setScrolled] = useState(() =>
    typeof window === 'undefined' ? false : isScrolled(window.scrollY),
  );
  useEffect(() => {
    const onScroll = () => setScrolled(isScrolled(window.scrollY));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
}
