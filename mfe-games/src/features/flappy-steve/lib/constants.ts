/**
 * Flappy Steve constants (docs/product/games.md#flappy-steve). "Per step" is per simulation step:
 * the game always simulates 60 steps per second whatever the display's refresh rate (see
 * fixed-step-clock).
 */
export const FLAPPY = {
  width: 600,
  height: 500,
  gravity: 0.5,
  jumpVelocity: -8,
  obstacleSpeed: 3,
  obstacleWidth: 50,
  gap: 150,
  playerSize: 40,
  playerX: 50,
  groundHeight: 20,
  obstacleEverySteps: 150,
  startY: 250,
  stepsPerSecond: 60,
  /** Smallest distance from the ceiling or the ground to a gap, so every gap is reachable. */
  gapMargin: 50,
} as const;

/** The y of the ground's top edge: the player's bottom may not reach it. */
export const FLOOR_Y = FLAPPY.height - FLAPPY.groundHeight;
