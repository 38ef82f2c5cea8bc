// Draws the site's icon set into shell/public from one SVG: the nav bar's Othala rune in gold on
// the dark theme's background. Run `pnpm --filter shell art:icons` after changing it and commit
// the files (served at the site's root: /favicon.ico, /icon.svg, /apple-touch-icon.png,
// /icon-192.png, /icon-512.png; /site.webmanifest names them).
import { writeFile } from 'node:fs/promises';
import { Buffer } from 'node:buffer';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../public');
const BACKGROUND = '#0e1320';
const GOLD = '#d9a441';

/** The rune of the nav bar (24-unit grid), centred on a rounded square, padded for maskable use. */
const svg = (rounded) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${BACKGROUND}"/>
  <g transform="translate(14 12) scale(1.5)" fill="none" stroke="${GOLD}" stroke-width="2.6"
     stroke-linejoin="round" stroke-linecap="round">
    <path d="M12 2 L19 9 L12 16 L5 9 Z M5 22 L12 16 L19 22"/>
  </g>
</svg>
`;

const png = (size, rounded) =>
  sharp(Buffer.from(svg(rounded)), { density: 72 * (size / 64) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** An ICO holding PNG images (every browser since IE 9 reads them). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

await writeFile(path.join(out, 'icon.svg'), svg(true));
await writeFile(
  path.join(out, 'favicon.ico'),
  ico([
    { size: 16, data: await png(16, true) },
    { size: 32, data: await png(32, true) },
    { size: 48, data: await png(48, true) },
  ]),
);
// Apple and maskable icons are cut to shape by the system: square, no transparency.
await writeFile(path.join(out, 'apple-touch-icon.png'), await png(180, false));
await writeFile(path.join(out, 'icon-192.png'), await png(192, false));
await writeFile(path.join(out, 'icon-512.png'), await png(512, false));
