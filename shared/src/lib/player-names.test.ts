import { PUBLIC_NAME_ERRORS, publicLabel, validatePublicName } from './player-names';

describe('validatePublicName', () => {
  it.each(['', 'Odin', 'abc', 'Thor_Odinson_123'])('accepts %p', (name) => {
    expect(validatePublicName(name)).toBeNull();
  });

  it.each([
    ['ab', PUBLIC_NAME_ERRORS.tooShort],
    ['a'.repeat(17), PUBLIC_NAME_ERRORS.tooLong],
    ['erik.larsson', PUBLIC_NAME_ERRORS.badCharacters],
    ['Thor Odin', PUBLIC_NAME_ERRORS.badCharacters],
    ['Þór_123', PUBLIC_NAME_ERRORS.badCharacters],
    ['a-', PUBLIC_NAME_ERRORS.tooShort],
  ])('refuses %p: %s', (name, message) => {
    expect(validatePublicName(name)).toBe(message);
  });
});

describe('publicLabel', () => {
  it.each([
    [{ public_name: 'Thor', privacy_setting: 'public' }, 'Thor'],
    [{ public_name: 'Thor', privacy_setting: 'friends' }, 'Thor'],
    [{ public_name: 'Thor', privacy_setting: 'private' }, 'Anonymous'],
    [{ public_name: null, privacy_setting: 'public' }, 'Anonymous'],
  ])('%p is shown as %p', (profile, label) => {
    expect(publicLabel(profile)).toBe(label);
  });
});
