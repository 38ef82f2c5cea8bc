import { useLayoutEffect, useState, type RefObject } from 'react';
import { useTheme } from 'styled-components';
import {
  KEEP_CLEAR_SELECTOR,
  noticePlacement,
  type NoticePlacement,
  type ViewportBox,
} from '../notices/placement';

/** Between the notices and the window's edge or the top bar, in px. */
export const NOTICE_MARGIN_PX = 16;

// The control just used is kept clear with the row or card it belongs to (a staff member's card,
// a user's row), which is what its notice speaks of.
const ROW = 'li, tr, [role="row"], article';

function keepClearBoxes(): ViewportBox[] {
  const marked = [...document.querySelectorAll(KEEP_CLEAR_SELECTOR)];
  const focused = document.activeElement;
  if (focused && focused !== document.body) marked.push(focused.closest(ROW) ?? focused);
  return marked.map((element) => element.getBoundingClientRect());
}

/**
 * Where the notices stand (noticePlacement): measured again when they change, when the page
 * scrolls or the window resizes, and when focus moves.
 */
export function useNoticePlacement(
  region: RefObject<HTMLElement | null>,
  count: number,
): NoticePlacement {
  const [placement, setPlacement] = useState<NoticePlacement>('bottom');
  const topInset = Number.parseFloat(useTheme().navHeight);
  useLayoutEffect(() => {
    if (count === 0) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const element = region.current;
      if (!element) return;
      setPlacement(
        noticePlacement({
          viewport: { width: window.innerWidth, height: window.innerHeight },
          size: { width: element.offsetWidth, height: element.offsetHeight },
          topInset,
          margin: NOTICE_MARGIN_PX,
          keepClear: keepClearBoxes(),
        }),
      );
    };
    const soon = () => {
      frame ||= requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', soon, { passive: true });
    window.addEventListener('resize', soon);
    document.addEventListener('focusin', soon);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', soon);
      window.removeEventListener('resize', soon);
      document.removeEventListener('focusin', soon);
    };
  }, [region, count, topInset]);
  return placement;
}
