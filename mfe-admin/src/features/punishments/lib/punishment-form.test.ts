import {
  emptyPunishmentForm,
  newPunishmentOf,
  validatePunishmentForm,
  validateReason,
} from './punishment-form';

const form = (patch = {}) => ({
  ...emptyPunishmentForm(),
  playerName: 'Loki',
  reason: 'Griefing',
  ...patch,
});

it('validates the name, the duration and the reason', () => {
  expect(validatePunishmentForm(form())).toBeNull();
  expect(validatePunishmentForm(form({ playerName: '  ' }))).toBe("Enter the player's name.");
  expect(validatePunishmentForm(form({ playerName: 'x'.repeat(65) }))).toBe(
    "The player's name can be at most 64 characters.",
  );
  expect(validatePunishmentForm(form({ duration: 'forever' }))).toBe('Choose how long it lasts.');
  expect(validatePunishmentForm(form({ reason: ' ' }))).toBe('Give a reason.');
  expect(validateReason('🪓'.repeat(2048))).toBeNull();
  expect(validateReason('🪓'.repeat(2049))).toBe('The reason can be at most 2048 characters.');
});

it('newPunishmentOf: trimmed, the expiry from now, none for a kick or a permanent one', () => {
  const now = Date.UTC(2026, 10, 26, 12);
  expect(newPunishmentOf(form({ playerName: ' Loki ', duration: '1d' }), now)).toEqual({
    player_name: 'Loki',
    type: 'ban',
    reason: 'Griefing',
    expires: '2026-11-27T12:00:00.000Z',
  });
  expect(newPunishmentOf(form(), now).expires).toBeNull();
  expect(newPunishmentOf(form({ type: 'kick', duration: '7d' }), now).expires).toBeNull();
});
