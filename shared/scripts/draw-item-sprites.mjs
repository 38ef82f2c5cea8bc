// Writes the item sprite sheet (src/ui/item-art/item-sprites.png) from the pixel drawings in
// src/ui/item-art/sprites*.ts. Re-run after changing a sprite:
//   pnpm --filter @norsecraft/shared art:items
import path from 'node:path';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';

const load = (file) => tsImport(`../src/ui/item-art/${file}`, import.meta.url);
const { SHEET_HEIGHT, SHEET_WIDTH } = await load('sprite-sheet.ts');
const { spriteSheetPixels } = await load('sprite-sheet-pixels.ts');

const OUT = path.resolve(import.meta.dirname, '../src/ui/item-art/item-sprites.png');
const { size } = await sharp(spriteSheetPixels(), {
  raw: { width: SHEET_WIDTH, height: SHEET_HEIGHT, channels: 4 },
})
  // Two dozen colours: a palette PNG holds them exactly, at half the size of RGBA.
  .png({ palette: true, colours: 256, dither: 0, effort: 10, compressionLevel: 9 })
  .toFile(OUT);
console.log(`${path.relative(process.cwd(), OUT)}: ${SHEET_WIDTH}×${SHEET_HEIGHT}, ${size} bytes`);
