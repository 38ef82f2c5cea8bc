/** @jest-environment node */
import path from 'node:path';
import sharp from 'sharp';
import { SHEET_HEIGHT, SHEET_WIDTH } from './sprite-sheet';
import { spriteSheetPixels } from './sprite-sheet-pixels';

// The shipped PNG is drawn from sprites*.ts; a changed sprite needs `art:items` re-run.
it('ships the sprite sheet the drawings make (pnpm --filter @norsecraft/shared art:items)', async () => {
  const { data, info } = await sharp(path.join(__dirname, 'item-sprites.png'))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([SHEET_WIDTH, SHEET_HEIGHT]);
  const drawn = spriteSheetPixels();
  // A transparent pixel's colour does not matter.
  const visible = (pixels: Uint8Array, i: number) =>
    pixels[i + 3] ? [...pixels.slice(i, i + 4)].join() : 'transparent';
  const differing: number[] = [];
  for (let i = 0; i < drawn.length; i += 4) {
    if (visible(drawn, i) !== visible(data, i)) differing.push(i / 4);
  }
  expect(differing).toEqual([]);
});
