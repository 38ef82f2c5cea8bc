import { ACHIEVEMENTS, progressPercent } from './data';

describe('progressPercent', () => {
  it('rounds and clamps', () => {
    expect(progressPercent({ progress: 64, total: 100 })).toBe(64);
    expect(progressPercent({ progress: 4, total: 9 })).toBe(44);
    expect(progressPercent({ progress: 12, total: 10 })).toBe(100);
    expect(progressPercent({ progress: 1, total: 0 })).toBe(0);
  });

  it('matches the unlocked flags of the fixed list', () => {
    for (const a of ACHIEVEMENTS) expect(a.unlocked).toBe(a.progress >= a.total);
  });
});
