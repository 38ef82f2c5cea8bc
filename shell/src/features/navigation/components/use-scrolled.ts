import { useEffect, useState } from 'react';
import { isScrolled } from '../nav-items';

/** Whether the page has scrolled past the point where the bar turns opaque. */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(() => isScrolled(window.scrollY));
  useEffect(() => {
    const onScroll = () => setScrolled(isScrolled(window.scrollY));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
}
