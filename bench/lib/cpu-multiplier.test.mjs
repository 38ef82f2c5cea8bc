import { cpuMultiplier } from './cpu-multiplier.mjs';

describe('cpuMultiplier', () => {
  it.each([
    // Each of the calculator's three ranges, and their ends.
    [2000, 6],
    [1300, 3],
    [1050, 2.5],
    [800, 2],
    [475, 1.5],
    [150, 1],
  ])('a benchmark index of %i gives %f×', (index, multiplier) => {
    expect(cpuMultiplier(index)).toBeCloseTo(multiplier, 2);
  });

  it('never speeds the page up on a very slow machine', () => {
    expect(cpuMultiplier(50)).toBe(1);
  });
});
