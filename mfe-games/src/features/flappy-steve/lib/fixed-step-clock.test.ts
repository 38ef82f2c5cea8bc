import { createFixedStepClock } from './fixed-step-clock';

function stepsOver(hz: number, seconds: number): number {
  const clock = createFixedStepClock({ stepsPerSecond: 60 });
  let steps = clock.advance(0);
  for (let frame = 1; frame <= hz * seconds; frame += 1)
    steps += clock.advance((frame * 1000) / hz);
  return steps;
}

it.each([30, 60, 120, 144, 165, 240])('runs exactly 60 steps per second at %i Hz', (hz) => {
  expect(stepsOver(hz, 1)).toBe(60);
  expect(stepsOver(hz, 10)).toBe(600);
});

it('at 144 Hz runs 0 or 1 step per frame', () => {
  const clock = createFixedStepClock({ stepsPerSecond: 60 });
  clock.advance(0);
  const counts = new Set<number>();
  for (let frame = 1; frame <= 144; frame += 1) counts.add(clock.advance((frame * 1000) / 144));
  expect([...counts].sort()).toEqual([0, 1]);
});

it('cuts a long pause to the longest simulated frame', () => {
  const clock = createFixedStepClock({ stepsPerSecond: 60, maxFrameMs: 250 });
  clock.advance(1000);
  expect(clock.advance(61_000)).toBe(15);
});

it('simulates nothing on the first frame after a reset', () => {
  const clock = createFixedStepClock({ stepsPerSecond: 60 });
  clock.advance(0);
  clock.advance(100);
  clock.reset();
  expect(clock.advance(5000)).toBe(0);
  expect(clock.advance(5000 + 1000 / 60)).toBe(1);
});

it('ignores time running backwards', () => {
  const clock = createFixedStepClock({ stepsPerSecond: 60 });
  clock.advance(100);
  expect(clock.advance(50)).toBe(0);
});

it('reports the fraction of the next step for interpolation', () => {
  const clock = createFixedStepClock({ stepsPerSecond: 60 });
  clock.advance(0);
  expect(clock.advance(25)).toBe(1);
  expect(clock.alpha()).toBeCloseTo(0.5, 5);
});
