import { PUBLIC_NAME_ERRORS, validatePublicName } from './player-names';

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
