// Draws the landing hero's art: a pixel-art fjord at night (aurora, mountains, a longship, a
// longhouse), 320×180 pixels, scaled up without smoothing to 640, 1280 and 1920 px wide as AVIF
// and WebP. Drawn here, for this site: no game publisher asset. Re-run after changing it:
//   pnpm --filter mfe-info art:hero
import { Buffer } from 'node:buffer';
import path from 'node:path';
import sharp from 'sharp';

const W = 320;
const H = 180;
const OUT = path.resolve(import.meta.dirname, '../src/assets/hero');
const WIDTHS = [640, 1280, 1920];

// A tiny seeded PRNG (mulberry32): the same picture on every run.
let seed = 20261122;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const rects = [];
const px = (x, y, w, h, fill) =>
  rects.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`);

// Sky: banded night gradient, dithered at the band edges like old game skies.
const SKY = [
  '#070b1a',
  '#0a1024',
  '#0d152e',
  '#111b39',
  '#162244',
  '#1c2a4f',
  '#23345a',
  '#2b3e63',
];
const band = 110 / SKY.length;
SKY.forEach((color, i) => {
  px(0, Math.round(i * band), W, Math.ceil(band) + 1, color);
  if (i > 0) for (let x = (i % 2) * 2; x < W; x += 4) px(x, Math.round(i * band) - 1, 2, 1, color);
});

// Stars.
for (let i = 0; i < 90; i += 1) {
  const x = Math.floor(random() * W);
  const y = Math.floor(random() * 70);
  px(x, y, 1, 1, random() > 0.8 ? '#fff6d8' : '#c9d4ff');
}

// Aurora: three ribbons of columns whose height follows a wave.
const AURORA = [
  ['#3ddc97', 0.5],
  ['#2bb5a0', 0.35],
  ['#7a5cff', 0.25],
];
AURORA.forEach(([color, opacity], ribbon) => {
  for (let x = 0; x < W; x += 2) {
    const wave = Math.sin(x / 28 + ribbon * 1.7) * 9 + Math.sin(x / 11 + ribbon) * 3;
    const top = 18 + ribbon * 9 + wave;
    const height = 14 + Math.sin(x / 17 + ribbon * 2) * 6;
    rects.push(
      `<rect x="${x}" y="${Math.round(top)}" width="2" height="${Math.round(height)}" fill="${color}" opacity="${opacity}"/>`,
    );
  }
});

// A ridge of mountains: blocky columns, optional snow caps.
function ridge({ base, peak, step, color, snow, phase }) {
  for (let x = 0; x < W; x += step) {
    const t = x / W;
    const h =
      (Math.sin(t * Math.PI * 3 + phase) * 0.5 + 0.5) * 0.6 +
      (Math.sin(t * Math.PI * 7 + phase * 2) * 0.5 + 0.5) * 0.3 +
      random() * 0.1;
    const top = Math.round(base - h * (base - peak));
    px(x, top, step, H - top, color);
    if (snow && base - top > (base - peak) * 0.55)
      px(x, top, step, 2 + Math.floor(random() * 2), snow);
  }
}
ridge({ base: 112, peak: 58, step: 4, color: '#2c3b5e', snow: '#c8d6ee', phase: 0.6 });
ridge({ base: 118, peak: 84, step: 3, color: '#1d2945', snow: '#8ea3c4', phase: 2.1 });

// The fjord: dark water with moonlit streaks and the aurora's reflection.
px(0, 118, W, 62, '#0c1530');
for (let y = 120; y < 160; y += 3) {
  for (let i = 0; i < 14; i += 1) {
    const x = Math.floor(random() * W);
    px(x, y, 3 + Math.floor(random() * 8), 1, random() > 0.5 ? '#1e3a5c' : '#1b5c55');
  }
}

// The longship: hull, dragon prow, shields, striped sail. In the right third, clear of the
// hero's text and Join button (centred) from 1024 px up; a phone's crop leaves it out.
const ship = { x: 228, y: 122 };
px(ship.x, ship.y + 6, 44, 4, '#3a2616');
px(ship.x + 2, ship.y + 10, 40, 2, '#2a1b10');
px(ship.x - 4, ship.y + 2, 4, 6, '#3a2616');
px(ship.x - 6, ship.y - 2, 3, 5, '#3a2616');
px(ship.x + 44, ship.y + 2, 3, 6, '#3a2616');
for (let i = 0; i < 7; i += 1)
  px(ship.x + 4 + i * 5, ship.y + 5, 3, 3, i % 2 ? '#c8a13a' : '#a8322c');
px(ship.x + 20, ship.y - 24, 2, 30, '#2a1b10');
for (let i = 0; i < 5; i += 1)
  px(ship.x + 10 + i * 4, ship.y - 22, 4, 18, i % 2 ? '#e9dcc0' : '#b33a2e');
// Its reflection.
for (let i = 0; i < 6; i += 1) px(ship.x + 2 + i * 7, ship.y + 14 + (i % 2), 5, 1, '#3a2a2a');

// The near shore: a cliff with pines and a longhouse with lit windows.
for (let x = 0; x < 140; x += 2) {
  const top = Math.round(128 + Math.sin(x / 20) * 4 + (x / 140) * 30);
  px(x, top, 2, H - top, '#0a0f1c');
}
px(0, 160, W, 20, '#0a0f1c');
for (let i = 0; i < 9; i += 1) {
  const x = 6 + i * 15 + Math.floor(random() * 6);
  const base = 134 + Math.floor((x / 140) * 26);
  for (let row = 0; row < 14; row += 2) {
    const half = Math.floor((row / 2 + 1) * 1.2);
    px(x - half, base - 16 + row, half * 2 + 1, 2, '#0f1a22');
  }
  px(x, base - 2, 1, 3, '#0f1a22');
}
const house = { x: 60, y: 146 };
px(house.x, house.y, 34, 10, '#2a1c12');
for (let i = 0; i < 9; i += 1) px(house.x - 2 + i * 2, house.y - 9 + i, 38 - i * 4, 1, '#3b2616');
px(house.x - 3, house.y - 1, 40, 2, '#4a301b');
px(house.x + 6, house.y + 3, 3, 3, '#f5b84a');
px(house.x + 25, house.y + 3, 3, 3, '#f5b84a');
px(house.x + 15, house.y + 3, 4, 7, '#1a0f08');
// Smoke from the roof.
for (let i = 0; i < 6; i += 1) px(house.x + 10 - i, house.y - 14 - i * 3, 3, 2, '#3a4763');

// A runestone on the right shore.
px(258, 148, W - 258, 32, '#0a0f1c');
px(296, 132, 10, 18, '#4b5568');
px(297, 131, 8, 1, '#4b5568');
px(299, 136, 1, 9, '#7cd9ff');
px(300, 137, 2, 1, '#7cd9ff');
px(301, 140, 2, 1, '#7cd9ff');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" shape-rendering="crispEdges">${rects.join('')}</svg>`;
const pixels = await sharp(Buffer.from(svg)).png().toBuffer();

for (const width of WIDTHS) {
  const scaled = sharp(pixels).resize({ width, kernel: 'nearest' });
  await scaled
    .clone()
    .avif({ quality: 60, effort: 6 })
    .toFile(path.join(OUT, `fjord-${width}.avif`));
  await scaled
    .clone()
    .webp({ quality: 80, effort: 6 })
    .toFile(path.join(OUT, `fjord-${width}.webp`));
}
console.log(`hero art written to ${OUT}`);
