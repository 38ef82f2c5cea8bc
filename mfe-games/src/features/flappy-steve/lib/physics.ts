import { FLAPPY, FLOOR_Y } from './constants';
import { nextRandom } from './rng';

export interface Obstacle {
  /** Stable across steps so the renderer can interpolate each obstacle. */
  id: number;
  /** Left edge. */
  x: number;
  /** y where the gap starts; the gap spans [gapTop, gapTop + FLAPPY.gap]. */
  gapTop: number;
  passed: boolean;
}

export type FlappyStatus = 'ready' | 'playing' | 'over';

export interface FlappyState {
  status: FlappyStatus;
  /** Top edge of the player. */
  y: number;
  velocity: number;
  obstacles: Obstacle[];
  score: number;
  /** Steps simulated since the game started; obstacles spawn on multiples of 150. */
  steps: number;
  nextObstacleId: number;
  rng: number;
}

export function createFlappyState(seed: number): FlappyState {
  return {
    status: 'ready',
    y: FLAPPY.startY,
    velocity: 0,
    obstacles: [],
    score: 0,
    steps: 0,
    nextObstacleId: 1,
    rng: seed | 0,
  };
}

/** A jump sets the upward speed; the first jump also starts the game. Ignored after game over. */
export function jump(state: FlappyState): FlappyState {
  if (state.status === 'over') return state;
  return { ...state, status: 'playing', velocity: FLAPPY.jumpVelocity };
}

function hitsObstacle(y: number, obstacle: Obstacle): boolean {
  const overlapsX =
    FLAPPY.playerX + FLAPPY.playerSize > obstacle.x &&
    FLAPPY.playerX < obstacle.x + FLAPPY.obstacleWidth;
  if (!overlapsX) return false;
  return y < obstacle.gapTop || y + FLAPPY.playerSize > obstacle.gapTop + FLAPPY.gap;
}

/** Advances one simulation step (1/60 s). Only a game in play changes. */
export function step(state: FlappyState): FlappyState {
  if (state.status !== 'playing') return state;

  const velocity = state.velocity + FLAPPY.gravity;
  let y = state.y + velocity;
  let { score, rng, nextObstacleId } = state;

  const obstacles: Obstacle[] = [];
  for (const obstacle of state.obstacles) {
    const x = obstacle.x - FLAPPY.obstacleSpeed;
    if (x + FLAPPY.obstacleWidth < 0) continue;
    const passed = obstacle.passed || x + FLAPPY.obstacleWidth < FLAPPY.playerX;
    if (passed && !obstacle.passed) score += 1;
    obstacles.push({ ...obstacle, x, passed });
  }
  if (state.steps % FLAPPY.obstacleEverySteps === 0) {
    const random = nextRandom(rng);
    rng = random.state;
    const span = FLOOR_Y - FLAPPY.gap - 2 * FLAPPY.gapMargin;
    obstacles.push({
      id: nextObstacleId,
      x: FLAPPY.width,
      gapTop: FLAPPY.gapMargin + Math.floor(random.value * (span + 1)),
      passed: false,
    });
    nextObstacleId += 1;
  }

  let status: FlappyStatus = 'playing';
  if (y + FLAPPY.playerSize >= FLOOR_Y) {
    y = FLOOR_Y - FLAPPY.playerSize;
    status = 'over';
  } else if (y <= 0 || obstacles.some((obstacle) => hitsObstacle(y, obstacle))) {
    status = 'over';
  }

  return {
    status,
    y,
    velocity,
    obstacles,
    score,
    steps: state.steps + 1,
    nextObstacleId,
    rng,
  };
}
