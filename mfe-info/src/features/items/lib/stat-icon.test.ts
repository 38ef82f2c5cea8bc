import en from '../../../locales/en/items.json';
import { statKey, statKind, statLabel } from './stat-icon';

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

describe('statKey', () => {
  it('finds a stat however the data writes its name', () => {
    expect(statKey('attack_speed')).toBe('stat.attack_speed');
    expect(statKey('Attack Speed')).toBe('stat.attack_speed');
    expect(statKey('attack-speed')).toBe('stat.attack_speed');
  });

  it('names each known stat in English as the data would be read', () => {
    const stats = Object.entries(en).filter(([key]) => key.startsWith('stat.'));
    expect(stats.length).toBeGreaterThan(0);
    for (const [key, english] of stats) expect(statLabel(key.slice('stat.'.length))).toBe(english);
  });
});
