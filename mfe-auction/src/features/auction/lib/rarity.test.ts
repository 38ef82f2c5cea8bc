import { rarityTone } from './rarity';

describe('rarityTone', () => {
  it.each([
    ['Legendary', 'legendary'],
    ['epic', 'epic'],
    ['RARE', 'rare'],
    ['Mythic', 'common'],
    ['Common', 'common'],
    ['', 'common'],
  ])('%j → %s', (rarity, tone) => {
    expect(rarityTone(rarity)).toBe(tone);
  });
});
