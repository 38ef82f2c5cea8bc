/**
 * Marks what a player needs in view while notices show (a game's playfield and its status line):
 * spread it on the element, `<section {...KEEP_CLEAR_OF_NOTICES}>`.
 */
export const KEEP_CLEAR_OF_NOTICES = { 'data-notices-keep-clear': '' } as const;
export const KEEP_CLEAR_SELECTOR = '[data-notices-keep-clear]';

/** Where the notices stand: at the bottom of the window (the usual place) or under the top bar. */
export type NoticePlacement = 'bottom' | 'top';

/** A box in the window's coordinates, as `getBoundingClientRect` gives it. */
export interface ViewportBox {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface PlacementInput {
  viewport: { width: number; height: number };
  /** The notices' stack, centred across the window. */
  size: { width: number; height: number };
  /** What is fixed over the top of the window (the top bar). */
  topInset: number;
  /** Space between the stack and the window's edge (or the top bar). */
  margin: number;
  /** What a player needs to see: the stack should cover none of it. */
  keepClear: readonly ViewportBox[];
}

function overlap(a: ViewportBox, b: ViewportBox): number {
  const width = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const height = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/** The stack's box at `placement`. */
export function noticeBox(placement: NoticePlacement, input: PlacementInput): ViewportBox {
  const { viewport, size, topInset, margin } = input;
  const top = placement === 'bottom' ? viewport.height - margin - size.height : topInset + margin;
  return { top, left: (viewport.width - size.width) / 2, width: size.width, height: size.height };
}

/**
 * The bottom of the window, unless the notices would cover something a player needs there and
 * less of it under the top bar: then the top. Where both cover the same, the bottom.
 */
export function noticePlacement(input: PlacementInput): NoticePlacement {
  const covered = (placement: NoticePlacement) => {
    const box = noticeBox(placement, input);
    return input.keepClear.reduce((sum, keep) => sum + overlap(box, keep), 0);
  };
  return covered('top') < covered('bottom') ? 'top' : 'bottom';
}
