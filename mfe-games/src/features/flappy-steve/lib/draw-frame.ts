import { FLAPPY, FLOOR_Y } from './constants';
import type { FlappyState } from './physics';
import { t } from '../../../lib/i18n';

/**
 * The game's own colours: a night sky with an aurora in the dark theme, a day sky in the light
 * one. Fixed, not the site's theme tokens: the player, pillars and ground must stay distinct from
 * each other and from the sky, and text is drawn white with a dark outline, readable on both.
 */
export interface FlappyPalette {
  skyTop: string;
  skyBottom: string;
  glow: string;
  stars: string | null;
  farMountains: string;
  nearHills: string;
  pines: string;
  pillar: string;
  pillarShade: string;
  pillarRune: string;
  moss: string;
  grass: string;
  dirt: string;
  dirtShade: string;
  scrim: string;
}

export const FLAPPY_PALETTES: Record<'dark' | 'light', FlappyPalette> = {
  dark: {
    skyTop: '#0b1024',
    skyBottom: '#22335a',
    glow: 'rgba(93, 211, 158, 0.22)',
    stars: '#e8ecff',
    farMountains: '#2b3a5c',
    nearHills: '#1c2842',
    pines: '#142033',
    pillar: '#8b8f99',
    pillarShade: '#5f636d',
    pillarRune: '#7cd9ff',
    moss: '#4f9a3c',
    grass: '#4f9a3c',
    dirt: '#7a5230',
    dirtShade: '#5c3c22',
    scrim: 'rgba(6, 9, 20, 0.55)',
  },
  light: {
    skyTop: '#7ec8f0',
    skyBottom: '#e6f4fb',
    glow: 'rgba(255, 255, 255, 0.35)',
    stars: null,
    farMountains: '#9db4cc',
    nearHills: '#6f9a6a',
    pines: '#3f6b45',
    pillar: '#8b8f99',
    pillarShade: '#62666f',
    pillarRune: '#1d5fa8',
    moss: '#3f8a2f',
    grass: '#5aa83e',
    dirt: '#8a5a34',
    dirtShade: '#6a4226',
    scrim: 'rgba(10, 14, 28, 0.55)',
  },
};

export interface FlappyView {
  previous: FlappyState;
  state: FlappyState;
  /** 0–1 between `previous` and `state`: smooth motion on displays faster than 60 Hz. */
  alpha: number;
  paused: boolean;
}

const lerp = (from: number, to: number, t: number) => from + (to - from) * t;
const CAP = 6; // the pillar lip: a little wider than the pillar, so the gap reads clearly
const BLOCK = 20; // one block of ground, pillars and hills
const TEXT_FONT = "Cinzel, 'Cinzel Fallback', serif";

/** The running score at the top of the sky: its middle and size, in game units. */
export const SCORE_TEXT = { y: 48, size: 44 } as const;
/**
 * Where the start, pause and game-over screens write their title and hint: in the upper sky,
 * under the score and clear of Steve, who waits at `FLAPPY.startY` (a title across him hid him on
 * a phone).
 */
export const OVERLAY_TEXT = { title: { y: 140, size: 44 }, hint: { y: 186, size: 20 } } as const;

/** A tileable, blocky skyline `FLAPPY.width` wide: one height per block column. */
function skyline(seed: number, low: number, high: number): Path2D {
  const path = new Path2D();
  path.moveTo(0, FLOOR_Y);
  const columns = FLAPPY.width / BLOCK;
  for (let column = 0; column < columns; column += 1) {
    // Smooth hills from two sines whose periods divide the width, so the tile repeats seamlessly.
    const t = (column / columns) * Math.PI * 2;
    const wave = (Math.sin(t * 2 + seed) + Math.sin(t * 5 + seed * 3) * 0.5 + 1.5) / 3;
    const top = Math.round((high + (low - high) * (1 - wave)) / 10) * 10;
    path.lineTo(column * BLOCK, top);
    path.lineTo((column + 1) * BLOCK, top);
  }
  path.lineTo(FLAPPY.width, FLOOR_Y);
  path.closePath();
  return path;
}

/** Fixed star positions (a seeded scatter), drawn as 2×2 pixels. */
const STARS = Array.from({ length: 40 }, (_, i) => ({
  x: (i * 151) % FLAPPY.width,
  y: (i * 89) % 220,
}));

/**
 * Draws one frame in game units (600×500); the caller sets the transform that maps them to the
 * canvas's device pixels. Layers scroll at their own speed for depth (parallax): mountains a
 * tenth of the pillars' speed, hills a third, the ground with the pillars. Every path is built
 * once here; a frame allocates nothing but its text.
 */
export function createFlappyRenderer(ctx: CanvasRenderingContext2D, palette: FlappyPalette) {
  const sky = ctx.createLinearGradient(0, 0, 0, FLOOR_Y);
  sky.addColorStop(0, palette.skyTop);
  sky.addColorStop(1, palette.skyBottom);
  const glow = ctx.createRadialGradient(420, 60, 10, 420, 60, 260);
  glow.addColorStop(0, palette.glow);
  glow.addColorStop(1, 'rgba(0, 0, 0, 0)');
  const mountains = skyline(1, 300, 160);
  const hills = skyline(4, 400, 320);
  const pines = skyline(9, 440, 400);

  /** A layer tiled twice, shifted left by `distance` × `speed`. */
  function drawLayer(path: Path2D, fill: string, distance: number, speed: number) {
    const shift = -Math.round((distance * speed) % FLAPPY.width);
    ctx.fillStyle = fill;
    ctx.translate(shift, 0);
    ctx.fill(path);
    ctx.translate(FLAPPY.width, 0);
    ctx.fill(path);
    ctx.translate(-FLAPPY.width - shift, 0);
  }

  function drawBackdrop(distance: number) {
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, FLAPPY.width, FLOOR_Y);
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, FLAPPY.width, FLOOR_Y);
    if (palette.stars) {
      ctx.fillStyle = palette.stars;
      const shift = (distance * 0.05) % FLAPPY.width;
      for (const star of STARS) {
        const x = (star.x - shift + FLAPPY.width) % FLAPPY.width;
        ctx.fillRect(Math.round(x), star.y, 2, 2);
      }
    }
    drawLayer(mountains, palette.farMountains, distance, 0.1);
    drawLayer(hills, palette.nearHills, distance, 0.33);
    drawLayer(pines, palette.pines, distance, 0.6);
  }

  function drawPillar(x: number, top: number, height: number, lipY: number) {
    ctx.fillStyle = palette.pillar;
    ctx.fillRect(x, top, FLAPPY.obstacleWidth, height);
    // Block seams and a shaded right side: stone blocks, not a flat bar.
    ctx.fillStyle = palette.pillarShade;
    ctx.fillRect(x + FLAPPY.obstacleWidth - 8, top, 8, height);
    for (let y = top + BLOCK; y < top + height; y += BLOCK)
      ctx.fillRect(x, y, FLAPPY.obstacleWidth, 2);
    ctx.fillStyle = palette.moss;
    ctx.fillRect(x - CAP / 2, lipY, FLAPPY.obstacleWidth + CAP, 14);
    ctx.fillStyle = palette.pillarRune;
    ctx.fillRect(x + 20, lipY + 4, 4, 6);
    ctx.fillRect(x + 26, lipY + 4, 4, 6);
  }

  function drawPillars({ previous, state, alpha }: FlappyView) {
    for (const obstacle of state.obstacles) {
      const before = previous.obstacles.find((o) => o.id === obstacle.id);
      const x = Math.round(before ? lerp(before.x, obstacle.x, alpha) : obstacle.x);
      const bottomTop = obstacle.gapTop + FLAPPY.gap;
      drawPillar(x, 0, obstacle.gapTop, obstacle.gapTop - 14);
      drawPillar(x, bottomTop, FLOOR_Y - bottomTop, bottomTop);
    }
  }

  function drawGround(distance: number) {
    const shift = Math.round(distance % BLOCK);
    ctx.fillStyle = palette.dirt;
    ctx.fillRect(0, FLOOR_Y, FLAPPY.width, FLAPPY.groundHeight);
    ctx.fillStyle = palette.dirtShade;
    for (let x = -shift; x < FLAPPY.width; x += BLOCK)
      ctx.fillRect(x, FLOOR_Y + 8, 2, FLAPPY.groundHeight);
    ctx.fillStyle = palette.grass;
    ctx.fillRect(0, FLOOR_Y, FLAPPY.width, 6);
  }

  /** Steve: a blocky head, hair, skin, eyes and beard, facing the pillars. */
  function drawPlayer({ previous, state, alpha }: FlappyView) {
    const y = Math.round(lerp(previous.y, state.y, alpha));
    const x = FLAPPY.playerX;
    const size = FLAPPY.playerSize;
    ctx.fillStyle = '#1b1511';
    ctx.fillRect(x - 2, y - 2, size + 4, size + 4);
    ctx.fillStyle = '#c98d6a'; // skin
    ctx.fillRect(x, y, size, size);
    ctx.fillStyle = '#4a2f1a'; // hair
    ctx.fillRect(x, y, size, 10);
    ctx.fillRect(x, y + 10, 5, 8);
    ctx.fillStyle = '#ffffff'; // eyes
    ctx.fillRect(x + 20, y + 18, 6, 6);
    ctx.fillRect(x + 32, y + 18, 6, 6);
    ctx.fillStyle = '#3a5bbf';
    ctx.fillRect(x + 23, y + 18, 3, 6);
    ctx.fillRect(x + 35, y + 18, 3, 6);
    ctx.fillStyle = '#7a4a2a'; // beard
    ctx.fillRect(x + 14, y + 30, 26, 10);
    ctx.fillStyle = '#b36a4f'; // mouth
    ctx.fillRect(x + 22, y + 30, 12, 3);
  }

  function drawText(text: string, y: number, size: number) {
    ctx.font = `700 ${size}px ${TEXT_FONT}`;
    ctx.lineJoin = 'round';
    ctx.lineWidth = Math.max(3, size / 8);
    ctx.strokeStyle = '#0b0f1c';
    ctx.strokeText(text, FLAPPY.width / 2, y);
    ctx.fillStyle = '#ffffff';
    ctx.fillText(text, FLAPPY.width / 2, y);
  }

  function drawOverlay(title: string, hint: string) {
    ctx.fillStyle = palette.scrim;
    ctx.fillRect(0, 0, FLAPPY.width, FLOOR_Y);
    drawText(title, OVERLAY_TEXT.title.y, OVERLAY_TEXT.title.size);
    drawText(hint, OVERLAY_TEXT.hint.y, OVERLAY_TEXT.hint.size);
  }

  return function drawFrame(view: FlappyView, best: number) {
    const { state, previous, alpha } = view;
    const distance = lerp(previous.steps, state.steps, alpha) * FLAPPY.obstacleSpeed;
    drawBackdrop(distance);
    drawPillars(view);
    drawGround(distance);
    drawPlayer(view);

    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    if (state.status !== 'ready') drawText(String(state.score), SCORE_TEXT.y, SCORE_TEXT.size);
    if (view.paused) drawOverlay(t('flappy.canvasPaused'), t('flappy.canvasPausedHint'));
    else if (state.status === 'ready') drawOverlay(t('flappy.title'), t('flappy.canvasReadyHint'));
    else if (state.status === 'over')
      drawOverlay(
        t('flappy.canvasOver'),
        best > 0
          ? t('flappy.canvasScoreBest', { score: state.score, best })
          : t('flappy.canvasScore', { score: state.score }),
      );
  };
}
