import { FLAPPY } from './constants';
import { createFixedStepClock, type FixedStepClock } from './fixed-step-clock';
import { createFlappyState, jump, step, type FlappyState } from './physics';

/**
 * The game loop without the browser: feed it frame timestamps and inputs, read the states to
 * draw. The component drives it from requestAnimationFrame; tests drive it with any frame rate.
 */
export interface FlappyRunner {
  /** Simulates the steps due at `now`; returns how many ran. */
  frame(now: number): number;
  jump(): void;
  /** Stops simulating until `resume`; the paused time is never simulated. */
  pause(): void;
  resume(): void;
  /**
   * The pause key: pauses a game in flight, continues a paused one; does nothing on the start
   * or game-over screen. Returns whether it changed anything.
   */
  togglePause(): boolean;
  restart(seed: number): void;
  readonly state: FlappyState;
  /** The state one step before `state`, for interpolation. */
  readonly previous: FlappyState;
  /** How far (0–1) the display time is between `previous` and `state`. */
  readonly alpha: number;
  readonly paused: boolean;
}

export function createFlappyRunner(seed: number): FlappyRunner {
  const clock: FixedStepClock = createFixedStepClock({ stepsPerSecond: FLAPPY.stepsPerSecond });
  let state = createFlappyState(seed);
  let previous = state;
  let paused = false;

  return {
    frame(now) {
      if (paused) return 0;
      const steps = clock.advance(now);
      for (let i = 0; i < steps; i += 1) {
        previous = state;
        state = step(state);
      }
      return steps;
    },
    jump() {
      if (paused) return;
      // The time spent waiting on the start screen is not flight time.
      if (state.status === 'ready') clock.reset();
      state = jump(state);
    },
    pause() {
      paused = true;
    },
    resume() {
      if (!paused) return;
      paused = false;
      clock.reset();
    },
    togglePause() {
      if (paused) this.resume();
      else if (state.status === 'playing') this.pause();
      else return false;
      return true;
    },
    restart(newSeed) {
      state = createFlappyState(newSeed);
      previous = state;
      paused = false;
      clock.reset();
    },
    get state() {
      return state;
    },
    get previous() {
      return previous;
    },
    get alpha() {
      return state.status === 'playing' ? clock.alpha() : 1;
    },
    get paused() {
      return paused;
    },
  };
}
