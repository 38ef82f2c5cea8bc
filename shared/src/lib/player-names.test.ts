import {
  GAME_USERNAME_ERRORS,
  INVISIBLE_CHARACTER_RANGES,
  NAME_ERRORS,
  PUBLIC_NAME_ERRORS,
  isStaffName,
  nameRefusal,
  publicLabel,
  staffName,
  validateGameUsername,
  validatePublicName,
} from './player-names';
import { INVISIBLE_LIKE, PLAYER_LIKE, STAFF_LIKE } from './player-names.cases';

describe('validatePublicName', () => {
  it.each(['', 'Ragnar', 'abc', 'Thor_Odinson_123'])('accepts %p', (name) => {
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

describe('validateGameUsername', () => {
  it.each(['Ragnar', 'abc', 'Thor_Odinson_123', 'Admin_Steve'])('accepts %p', (name) => {
    expect(validateGameUsername(name)).toBeNull();
  });

  it.each([
    ['', GAME_USERNAME_ERRORS.required],
    ['   ', GAME_USERNAME_ERRORS.required],
    ['ab', GAME_USERNAME_ERRORS.tooShort],
    ['a'.repeat(17), GAME_USERNAME_ERRORS.tooLong],
    ['erik.larsson', GAME_USERNAME_ERRORS.badCharacters],
    ['Thor Odin', GAME_USERNAME_ERRORS.badCharacters],
  ])('refuses %p: %s', (name, message) => {
    expect(validateGameUsername(name)).toBe(message);
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

describe('nameRefusal', () => {
  it.each(STAFF_LIKE)('takes %p for a staff name', (name) => {
    expect(isStaffName(name)).toBe(true);
    expect(nameRefusal(name)).toBe(NAME_ERRORS.reserved);
  });

  it.each(PLAYER_LIKE)('accepts %p', (name) => {
    expect(nameRefusal(name)).toBeNull();
  });

  it.each(INVISIBLE_LIKE)('refuses %s', (_what, name) => {
    expect(nameRefusal(name)).toBe(NAME_ERRORS.invisible);
  });

  it('refuses every character of every invisible range, and nothing just outside them', () => {
    for (const [from, to] of INVISIBLE_CHARACTER_RANGES) {
      for (const point of [from, to, Math.floor((from + to) / 2)]) {
        expect(nameRefusal(`a${String.fromCodePoint(point)}b`)).toBe(NAME_ERRORS.invisible);
      }
    }
    expect(nameRefusal('a b')).toBeNull();
    expect(nameRefusal('a\u00a1b')).toBeNull();
  });

  it('refuses a public name that passes for staff', () => {
    expect(validatePublicName('Odin_Owner')).toBe(PUBLIC_NAME_ERRORS.reserved);
  });
});

describe('staff names (issue 41, item 11)', () => {
  it('an admin may take a staff name; the other rules still hold for them', () => {
    expect(validatePublicName('Allfather_Admin')).toBe(NAME_ERRORS.reserved);
    expect(validatePublicName('Allfather_Admin', { staff: true })).toBeNull();
    expect(validatePublicName('ab', { staff: true })).toBe(PUBLIC_NAME_ERRORS.tooShort);
    expect(validatePublicName('Odin Owner', { staff: true })).toBe(
      PUBLIC_NAME_ERRORS.badCharacters,
    );
  });

  it.each([
    [{ public_name: 'Allfather_Admin', privacy_setting: 'public' }, 'Allfather_Admin'],
    [{ public_name: 'Allfather_Admin', privacy_setting: 'friends' }, 'Allfather_Admin'],
    [{ public_name: 'Allfather_Admin', privacy_setting: 'private' }, 'Staff'],
    [{ public_name: null, privacy_setting: 'public' }, 'Staff'],
    [null, 'Staff'],
  ])('an admin with %o is recorded as %p', (profile, name) => {
    expect(staffName(profile)).toBe(name);
  });
});
