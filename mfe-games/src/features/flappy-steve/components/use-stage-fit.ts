import { useLayoutEffect, type RefObject } from 'react';
import { stageMaxHeight } from '../lib/stage-fit';

/** Gap to the hint, the hint's line and a margin under it. */
const BELOW_EXTRA_PX = 16 + 12;

/**
 * Keeps the playfield inside the visible viewport (docs/product/games.md#flappy-steve): sets
 * `--stage-max-height` on the stage from where it starts in the page and the hint under it, again
 * whenever the window or what sits above the stage (the score bar gaining buttons) changes size.
 */
export function useStageFit(
  stage: RefObject<HTMLElement | null>,
  hint: RefObject<HTMLElement | null>,
  above: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    const fit = () => {
      const element = stage.current;
      if (!element) return;
      const viewportHeight = window.visualViewport?.height ?? window.innerHeight;
      const stageTop = element.getBoundingClientRect().top + window.scrollY;
      const below = (hint.current?.offsetHeight ?? 0) + BELOW_EXTRA_PX;
      const max = stageMaxHeight({ viewportHeight, stageTop, below });
      element.style.setProperty('--stage-max-height', `${max}px`);
    };
    fit();
    window.addEventListener('resize', fit);
    const observer = new ResizeObserver(fit);
    if (above.current) observer.observe(above.current);
    if (hint.current) observer.observe(hint.current);
    void document.fonts?.ready.then(fit);
    return () => {
      window.removeEventListener('resize', fit);
      observer.disconnect();
    };
  }, [stage, hint, above]);
}
