import { FLAPPY, FLOOR_Y } from './constants';
import type { FlappyState } from './physics';

export interface FlappyPalette {
  skyTop: string;
  skyBottom: string;
  pillar: string;
  pillarEdge: string;
  ground: string;
  groundEdge: string;
  player: string;
  playerDetail: string;
  text: string;
  scrim: string;
}

export interface FlappyView {
  previous: FlappyState;
  state: FlappyState;
  /** 0–1 between `previous` and `state`: smooth motion on displays faster than 60 Hz. */
  alpha: number;
  paused: boolean;
}

const lerp = (from: number, to: number, t: number) => from + (to - from) * t;
const CAP = 6; // the pillar lip: a little wider than the pillar, so the gap reads clearly

/**
 * Draws one frame in game units (600×500); the caller sets the transform that maps them to the
 * canvas's device pixels. Allocates nothing per frame except text.
 */
export function createFlappyRenderer(ctx: CanvasRenderingContext2D, palette: FlappyPalette) {
  const sky = ctx.createLinearGradient(0, 0, 0, FLOOR_Y);
  sky.addColorStop(0, palette.skyTop);
  sky.addColorStop(1, palette.skyBottom);

  function drawPillars({ previous, state, alpha }: FlappyView) {
    for (const obstacle of state.obstacles) {
      const before = previous.obstacles.find((o) => o.id === obstacle.id);
      const x = before ? lerp(before.x, obstacle.x, alpha) : obstacle.x;
      const bottomTop = obstacle.gapTop + FLAPPY.gap;
      ctx.fillStyle = palette.pillar;
      ctx.fillRect(x, 0, FLAPPY.obstacleWidth, obstacle.gapTop);
      ctx.fillRect(x, bottomTop, FLAPPY.obstacleWidth, FLOOR_Y - bottomTop);
      ctx.fillStyle = palette.pillarEdge;
      ctx.fillRect(x - CAP / 2, obstacle.gapTop - 14, FLAPPY.obstacleWidth + CAP, 14);
      ctx.fillRect(x - CAP / 2, bottomTop, FLAPPY.obstacleWidth + CAP, 14);
    }
  }

  function drawPlayer({ previous, state, alpha }: FlappyView) {
    const y = lerp(previous.y, state.y, alpha);
    const size = FLAPPY.playerSize;
    const x = FLAPPY.playerX;
    ctx.fillStyle = palette.player;
    ctx.fillRect(x, y, size, size);
    // A blocky face: hair band and two eyes, so the square reads as Steve.
    ctx.fillStyle = palette.playerDetail;
    ctx.fillRect(x, y, size, 10);
    ctx.fillRect(x + 8, y + 16, 8, 6);
    ctx.fillRect(x + 24, y + 16, 8, 6);
    ctx.fillRect(x + 14, y + 28, 12, 4);
  }

  function drawText(text: string, y: number, size: number) {
    ctx.font = `700 ${size}px system-ui, sans-serif`;
    ctx.fillStyle = palette.text;
    ctx.fillText(text, FLAPPY.width / 2, y);
  }

  function drawOverlay(title: string, hint: string) {
    ctx.fillStyle = palette.scrim;
    ctx.fillRect(0, 0, FLAPPY.width, FLOOR_Y);
    drawText(title, FLOOR_Y / 2 - 10, 40);
    drawText(hint, FLOOR_Y / 2 + 30, 18);
  }

  return function drawFrame(view: FlappyView) {
    const { state } = view;
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, FLAPPY.width, FLOOR_Y);
    drawPillars(view);
    ctx.fillStyle = palette.ground;
    ctx.fillRect(0, FLOOR_Y, FLAPPY.width, FLAPPY.groundHeight);
    ctx.fillStyle = palette.groundEdge;
    ctx.fillRect(0, FLOOR_Y, FLAPPY.width, 3);
    drawPlayer(view);

    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    if (state.status !== 'ready') drawText(String(state.score), 48, 44);
    if (view.paused) drawOverlay('Paused', 'Press Space or tap to continue');
    else if (state.status === 'ready')
      drawOverlay('Flappy Steve', 'Space, Arrow Up, click or tap to fly');
    else if (state.status === 'over') drawOverlay('Game Over', `Score: ${state.score}`);
  };
}
