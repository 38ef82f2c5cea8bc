import { progressPercent } from './progress';

describe('progressPercent', () => {
  it('rounds and clamps', () => {
    expect(progressPercent({ progress: 64, total: 100 })).toBe(64);
    expect(progressPercent({ progress: 4, total: 9 })).toBe(44);
    expect(progressPercent({ progress: 12, total: 10 })).toBe(100);
    expect(progressPercent({ progress: 1, total: 0 })).toBe(0);
  });
});
