/** The playfield's shape (the canvas is 600 × 500). */
export const STAGE_RATIO = 600 / 500;
/** Below this the game is too small to play; the page scrolls instead. */
export const MIN_STAGE_HEIGHT = 200;

/**
 * The tallest the playfield may be so that it, and the hint under it, end inside the visible
 * viewport when the page is at its top: the viewport's height less where the stage starts in the
 * page, the hint under it and a small margin.
 */
export function stageMaxHeight({
  viewportHeight,
  stageTop,
  below,
}: {
  viewportHeight: number;
  /** The stage's top, from the top of the page (not of the current scroll). */
  stageTop: number;
  /** What must stay visible under the stage: the hint and the gap to it, plus a margin. */
  below: number;
}): number {
  return Math.max(MIN_STAGE_HEIGHT, Math.floor(viewportHeight - stageTop - below));
}
