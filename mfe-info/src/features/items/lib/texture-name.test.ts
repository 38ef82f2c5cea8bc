import { textureName } from './texture-name';

describe('textureName', () => {
  it.each([
    ['Diamond Sword', 'diamond_sword'],
    ["Odin's Spear", 'odins_spear'],
    ['Odin’s Spear', 'odins_spear'],
    ['Frost-Bitten Axe!', 'frostbitten_axe'],
    ['Épée Noire', 'epee_noire'],
    ['Mjölnir', 'mjolnir'],
    ['Mjølnir', 'mjolnir'],
    ["Ægir's Helm", 'aegirs_helm'],
    ['Þor Hammer', 'thor_hammer'],
    ['  Netherite   Chestplate ', 'netherite_chestplate'],
    ['Totem of Undying 2', 'totem_of_undying_2'],
    ['', ''],
  ])('%j → %j', (name, expected) => {
    expect(textureName(name)).toBe(expected);
  });
});
