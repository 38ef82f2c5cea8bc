import { FLAPPY } from './constants';
import { createFlappyRunner } from './flappy-runner';
import type { FlappyState } from './physics';

const SEED = 7;

/**
 * Drives a runner at `hz` for `seconds`. Every 1/12 s — a frame boundary at 60, 120 and 144 Hz
 * alike — a pilot looks at the state and may jump, so runs at different rates get the same
 * inputs before the same steps as long as their states agree.
 */
function simulate(hz: number, seconds: number) {
  const runner = createFlappyRunner(SEED);
  const framesPerDecision = hz / 12;
  for (let frame = 0; frame <= hz * seconds; frame += 1) {
    if (frame % framesPerDecision === 0 && pilotWantsJump(runner.state)) runner.jump();
    runner.frame((frame * 1000) / hz);
  }
  return runner.state;
}

function pilotWantsJump(state: FlappyState): boolean {
  if (state.status === 'ready') return true;
  const next = state.obstacles.find((o) => !o.passed);
  const lowest = next ? next.gapTop + FLAPPY.gap - 45 : 300;
  return state.velocity > 0 && state.y + FLAPPY.playerSize > lowest;
}

it('the same simulated seconds give the same state at 60, 120 and 144 Hz', () => {
  const at60 = simulate(60, 20);
  // The pilot survives, so the comparison covers obstacles, scoring and jumps throughout.
  expect(at60).toMatchObject({ status: 'playing', steps: 1200 });
  expect(at60.score).toBeGreaterThan(5);
  expect(simulate(144, 20)).toEqual(at60);
  expect(simulate(120, 20)).toEqual(at60);
});

it('pausing freezes the game and the paused time is never simulated', () => {
  const runner = createFlappyRunner(SEED);
  runner.jump();
  runner.frame(0);
  runner.frame(100);
  const before = runner.state;
  runner.pause();
  runner.jump();
  expect(runner.frame(10_000)).toBe(0);
  runner.resume();
  expect(runner.frame(20_000)).toBe(0);
  expect(runner.state).toBe(before);
  expect(runner.frame(20_000 + 1000 / 60)).toBe(1);
});

it('a game starts at the jump: the time on the start screen before it is not simulated', () => {
  const runner = createFlappyRunner(SEED);
  runner.frame(0);
  // The start screen's frames stalled (a busy tab) before the first jump.
  runner.jump();
  expect(runner.frame(200)).toBe(0);
  expect(runner.frame(200 + 1000 / 60)).toBe(1);
});

it('restart resets the score and obstacles', () => {
  const runner = createFlappyRunner(SEED);
  runner.jump();
  for (let frame = 0; frame < 60 * 5; frame += 1) runner.frame((frame * 1000) / 60);
  expect(runner.state.status).toBe('over');
  runner.restart(SEED + 1);
  expect(runner.state).toMatchObject({ status: 'ready', score: 0, obstacles: [], y: 250 });
  expect(runner.previous).toBe(runner.state);
});

it('the pause key pauses a game in flight and continues it, and does nothing off the flight', () => {
  const runner = createFlappyRunner(SEED);
  expect(runner.togglePause()).toBe(false);
  expect(runner.paused).toBe(false);
  runner.jump();
  runner.frame(0);
  runner.frame(100);
  const before = runner.state;
  expect(runner.togglePause()).toBe(true);
  expect(runner.paused).toBe(true);
  expect(runner.frame(5000)).toBe(0);
  expect(runner.state).toBe(before);
  expect(runner.togglePause()).toBe(true);
  expect(runner.paused).toBe(false);
  // Let Steve fall to the ground: on the game-over screen the key does nothing.
  for (let t = 5000; runner.state.status === 'playing'; t += 1000 / 60) runner.frame(t);
  expect(runner.state.status).toBe('over');
  expect(runner.togglePause()).toBe(false);
  expect(runner.paused).toBe(false);
});
