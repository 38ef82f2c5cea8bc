/**
 * Turns requestAnimationFrame timestamps into a whole number of fixed simulation steps, so the
 * game plays at the same speed on 60, 120 or 144 Hz displays (an accumulator carries the
 * remainder between frames).
 */
export interface FixedStepClock {
  /** Steps to simulate for a frame drawn at `now` (ms). The first frame after a reset gives 0. */
  advance(now: number): number;
  /** Fraction of a step accumulated but not simulated yet, for drawing between two steps. */
  alpha(): number;
  /** Forgets the last timestamp, e.g. after a pause, so the pause is not simulated. */
  reset(): void;
}

export interface FixedStepClockOptions {
  stepsPerSecond: number;
  /**
   * Longest gap between two frames that is simulated. A longer one (a stalled tab, a debugger)
   * is cut to this, so the game never jumps ahead by hundreds of steps at once.
   */
  maxFrameMs?: number;
}

// Absorbs floating-point error, e.g. 144 frames of 1000/144 ms summing to 59.999999 steps.
const EPSILON = 1e-6;

export function createFixedStepClock({
  stepsPerSecond,
  maxFrameMs = 250,
}: FixedStepClockOptions): FixedStepClock {
  let last: number | null = null;
  // Measured in steps rather than ms so that whole steps come out exactly.
  let accumulated = 0;

  return {
    advance(now) {
      if (last === null) {
        last = now;
        return 0;
      }
      const elapsed = Math.min(Math.max(now - last, 0), maxFrameMs);
      last = now;
      accumulated += (elapsed * stepsPerSecond) / 1000;
      const steps = Math.floor(accumulated + EPSILON);
      accumulated = Math.max(accumulated - steps, 0);
      return steps;
    },
    alpha() {
      return Math.min(accumulated, 1);
    },
    reset() {
      last = null;
      accumulated = 0;
    },
  };
}
