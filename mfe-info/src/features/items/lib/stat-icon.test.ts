import { statKind, statLabel } from './stat-icon';

describe('statKind', () => {
  it.each([
    ['defense', 'defense'],
    ['Magic Defense', 'defense'],
    ['damage', 'damage'],
    ['bonus_damage', 'damage'],
    ['Movement Speed', 'speed'],
    ['HEALTH', 'health'],
    ['crit_chance', null],
  ])('%s → %s', (name, kind) => {
    expect(statKind(name)).toBe(kind);
  });
});

describe('statLabel', () => {
  it('turns keys into labels', () => {
    expect(statLabel('attack_speed')).toBe('Attack Speed');
    expect(statLabel('Defense')).toBe('Defense');
  });
});
