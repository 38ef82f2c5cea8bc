import { DataError } from '@norsecraft/shared';
import {
  emptyPunishmentForm,
  newPunishmentOf,
  validatePunishmentForm,
  validateReason,
  writeFailureMessage,
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

it("writeFailureMessage: the database's sentences, else plain words", () => {
  const fallback = 'Could not save the punishment.';
  const gameServer = new DataError(
    'This punishment comes from the game server (litebans): change it there',
    403,
    '42501',
  );
  expect(writeFailureMessage(gameServer, fallback)).toBe(
    'This punishment comes from the game server (litebans): change it there.',
  );
  expect(
    writeFailureMessage(
      new DataError('new row violates row-level security policy', 403, '42501'),
      fallback,
    ),
  ).toBe('Only admins can change punishments.');
  expect(writeFailureMessage(new DataError('Failed to fetch', 0), fallback)).toBe(
    'The server could not be reached. Please try again.',
  );
  expect(
    writeFailureMessage(new DataError('violates check constraint', 400, '23514'), fallback),
  ).toBe(fallback);
  expect(writeFailureMessage(new Error('x'), fallback)).toBe(fallback);
});
