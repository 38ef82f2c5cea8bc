import { FLAPPY, FLOOR_Y } from './constants';
import { createFlappyState, jump, step, type FlappyState } from './physics';

const SEED = 20260307;

function playing(patch: Partial<FlappyState> = {}): FlappyState {
  return { ...createFlappyState(SEED), status: 'playing', ...patch };
}

function run(state: FlappyState, steps: number): FlappyState {
  let current = state;
  for (let i = 0; i < steps; i += 1) current = step(current);
  return current;
}

/** Plays with a jump on every listed step index; returns the final state. */
function replay(jumps: ReadonlySet<number>, maxSteps: number, seed = SEED): FlappyState {
  let state = createFlappyState(seed);
  for (let i = 0; i < maxSteps && state.status !== 'over'; i += 1) {
    if (jumps.has(i)) state = jump(state);
    state = step(state);
  }
  return state;
}

/** A simple pilot: jump when falling close to the bottom of the next gap (a jump rises 60 px). */
function recordPilotJumps(maxSteps: number, seed = SEED): Set<number> {
  const jumps = new Set<number>();
  let state = jump(createFlappyState(seed));
  jumps.add(0);
  for (let i = 1; i < maxSteps && state.status !== 'over'; i += 1) {
    state = step(state);
    const next = state.obstacles.find((o) => !o.passed);
    const target = next ? next.gapTop + FLAPPY.gap - 12 : FLAPPY.startY;
    if (state.velocity > 0 && state.y + FLAPPY.playerSize > target) {
      jumps.add(i);
      state = jump(state);
    }
  }
  return jumps;
}

describe('start', () => {
  it('waits at height 250 until the first jump, then plays', () => {
    const ready = createFlappyState(SEED);
    expect(ready).toMatchObject({ status: 'ready', y: 250, velocity: 0, score: 0 });
    expect(step(ready)).toBe(ready);
    expect(jump(ready)).toMatchObject({ status: 'playing', velocity: -8 });
  });
});

describe('physics per step', () => {
  it('applies gravity 0.5 to the speed, then the speed to the height', () => {
    const after = step(playing());
    expect(after.velocity).toBe(0.5);
    expect(after.y).toBe(250.5);
    expect(step(after)).toMatchObject({ velocity: 1, y: 251.5 });
  });

  it('a jump sets the upward speed to −8', () => {
    const after = step(jump(playing({ velocity: 6 })));
    expect(after).toMatchObject({ velocity: -7.5, y: 242.5 });
  });

  it('spawns an obstacle at the right edge every 150 steps, moving 3 px per step', () => {
    const first = step(playing());
    expect(first.obstacles).toHaveLength(1);
    expect(first.obstacles[0]?.x).toBe(600);
    // Keep the player floating to watch the obstacles only.
    let state = first;
    for (let i = 1; i < 150; i += 1) state = step({ ...state, y: 250, velocity: 0 });
    expect(state.obstacles).toHaveLength(1);
    expect(state.obstacles[0]?.x).toBe(600 - 149 * 3);
    state = step({ ...state, y: 250, velocity: 0 });
    expect(state.obstacles.map((o) => o.x)).toEqual([600 - 150 * 3, 600]);
  });

  it('puts every gap fully between the ceiling and the ground', () => {
    const gaps = new Set<number>();
    let rngState = playing();
    for (let i = 0; i < 200; i += 1) {
      rngState = step({
        ...rngState,
        steps: 0,
        obstacles: [],
        status: 'playing',
        y: 250,
        velocity: 0,
      });
      gaps.add(rngState.obstacles[0]!.gapTop);
    }
    for (const gapTop of gaps) {
      expect(gapTop).toBeGreaterThanOrEqual(FLAPPY.gapMargin);
      expect(gapTop + FLAPPY.gap).toBeLessThanOrEqual(FLOOR_Y - FLAPPY.gapMargin);
    }
    expect(gaps.size).toBeGreaterThan(50);
  });
});

describe('collisions', () => {
  it('falls to the floor after 28 steps without jumping', () => {
    const state = run(playing(), 27);
    expect(state.status).toBe('playing');
    const crashed = step(state);
    expect(crashed).toMatchObject({ status: 'over', score: 0, y: FLOOR_Y - FLAPPY.playerSize });
    // Nothing moves after game over.
    expect(step(crashed)).toBe(crashed);
  });

  it('hits the ceiling', () => {
    let state = playing();
    let steps = 0;
    while (state.status === 'playing') {
      state = step(jump(state));
      steps += 1;
    }
    // 250 / 7.5 per step: the top edge reaches 0 on step 34.
    expect(steps).toBe(34);
    expect(state.y).toBeLessThanOrEqual(0);
  });

  const pipe = { id: 1, x: FLAPPY.playerX + 3, gapTop: 200, passed: false };
  // After one step: speed 0, so the player stays at `y` while the pipe moves level with it.
  const steadyAt = (y: number) =>
    playing({ y, velocity: -FLAPPY.gravity, obstacles: [pipe], steps: 1 });

  it('hits the top pipe', () => {
    expect(step(steadyAt(199)).status).toBe('over');
  });

  it('hits the bottom pipe', () => {
    expect(step(steadyAt(311)).status).toBe('over');
  });

  it('passes through the gap', () => {
    expect(step(steadyAt(200)).status).toBe('playing');
    expect(step(steadyAt(310)).status).toBe('playing');
  });

  it('misses a pipe that is not level with the player', () => {
    const ahead = { ...pipe, x: FLAPPY.playerX + FLAPPY.playerSize + FLAPPY.obstacleSpeed };
    expect(step({ ...steadyAt(100), obstacles: [ahead] }).status).toBe('playing');
  });
});

describe('scoring', () => {
  it('scores 1 once the obstacle is fully behind the player', () => {
    const obstacle = { id: 1, x: 1, gapTop: 0, passed: false };
    // x 1 → −2: right edge 48 < 50.
    const state = step(playing({ obstacles: [obstacle], steps: 1, velocity: -0.5 }));
    expect(state.score).toBe(1);
    expect(step({ ...state, velocity: -0.5 }).score).toBe(1);
  });

  it('a scripted jump sequence gives a known score, every time', () => {
    const jumps = recordPilotJumps(60 * 60);
    const first = replay(jumps, 60 * 60);
    const second = replay(jumps, 60 * 60);
    expect(second).toEqual(first);
    // One minute survived: obstacles spawn every 150 steps and the first is passed at step ~190.
    expect(first).toMatchObject({ status: 'playing', score: 23, steps: 3600 });
  });

  it('the same sequence without its last jumps crashes with a lower score', () => {
    const jumps = [...recordPilotJumps(60 * 60)];
    const shortened = new Set(jumps.filter((at) => at < 30 * 60));
    const state = replay(shortened, 60 * 60);
    expect(state.status).toBe('over');
    expect(state.score).toBeLessThan(23);
  });
});
