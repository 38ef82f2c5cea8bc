import { FLAPPY } from './constants';
import { OVERLAY_TEXT, SCORE_TEXT } from './draw-frame';

/** The vertical extent of a line of text drawn centred on `y` (the font's full height at most). */
const band = ({ y, size }: { y: number; size: number }) => ({
  top: y - size / 2,
  bottom: y + size / 2,
});

it("writes the start, pause and game-over screens' text clear of Steve at his start height", () => {
  const steveTop = FLAPPY.startY;
  for (const line of [OVERLAY_TEXT.title, OVERLAY_TEXT.hint]) {
    expect(band(line).bottom).toBeLessThan(steveTop);
  }
});

it('keeps the title under the running score and the hint under the title', () => {
  expect(band(OVERLAY_TEXT.title).top).toBeGreaterThan(band(SCORE_TEXT).bottom);
  expect(band(OVERLAY_TEXT.hint).top).toBeGreaterThan(band(OVERLAY_TEXT.title).bottom);
});
