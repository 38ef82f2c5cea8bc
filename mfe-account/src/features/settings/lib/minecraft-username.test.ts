import {
  USERNAME_BAD_CHARACTERS,
  USERNAME_REQUIRED,
  USERNAME_TOO_LONG,
  USERNAME_TOO_SHORT,
  validateMinecraftUsername,
} from './minecraft-username';

describe('validateMinecraftUsername', () => {
  it.each(['Odin', 'abc', 'Thor_Odinson_123', 'A_1'])('accepts %p', (name) => {
    expect(validateMinecraftUsername(name)).toBeNull();
  });

  it('requires a name', () => {
    expect(validateMinecraftUsername('')).toBe(USERNAME_REQUIRED);
    expect(validateMinecraftUsername('   ')).toBe(USERNAME_REQUIRED);
    expect(USERNAME_REQUIRED).toBe('Minecraft username is required');
  });

  it('needs at least 3 characters', () => {
    expect(validateMinecraftUsername('ab')).toBe(USERNAME_TOO_SHORT);
    expect(USERNAME_TOO_SHORT).toBe('Username must be at least 3 characters');
  });

  it('allows at most 16 characters', () => {
    expect(validateMinecraftUsername('a'.repeat(16))).toBeNull();
    expect(validateMinecraftUsername('a'.repeat(17))).toBe(USERNAME_TOO_LONG);
    expect(USERNAME_TOO_LONG).toBe('Username must be at most 16 characters');
  });

  it('allows only letters, digits and underscores', () => {
    expect(validateMinecraftUsername('Thor-Odin')).toBe(USERNAME_BAD_CHARACTERS);
    expect(validateMinecraftUsername('Thor Odin')).toBe(USERNAME_BAD_CHARACTERS);
    expect(validateMinecraftUsername('Þór_123')).toBe(USERNAME_BAD_CHARACTERS);
    expect(USERNAME_BAD_CHARACTERS).toBe(
      'Username can only contain letters, numbers, and underscores',
    );
  });

  it('checks length before characters', () => {
    expect(validateMinecraftUsername('a-')).toBe(USERNAME_TOO_SHORT);
    expect(validateMinecraftUsername('-'.repeat(17))).toBe(USERNAME_TOO_LONG);
  });
});
