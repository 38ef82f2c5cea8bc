import { offlinePlayerUuid } from './offline-uuid';

it("computes an offline-mode player's UUID as the game's server does", () => {
  // The well-known offline UUID of "Notch" (version 3, variant 1).
  expect(offlinePlayerUuid('Notch')).toBe('b50ad385-829d-3141-a216-7e7d7539ba7f');
  // Names are case-sensitive here: another case is another player.
  expect(offlinePlayerUuid('notch')).not.toBe(offlinePlayerUuid('Notch'));
});
