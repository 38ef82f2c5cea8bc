import { getPunishmentHistory } from './get-punishment-history';

it('reads a player’s punishments with their counts by type, whatever the name’s case', async () => {
  const history = await getPunishmentHistory('griefer_grim', 1);
  expect(history.player_name).toBe('Griefer_Grim');
  expect(history.total).toBeGreaterThanOrEqual(1);
  expect(history.counts.ban).toBeGreaterThanOrEqual(1);
  expect(history.rows.every((row) => row.player_name.toLowerCase() === 'griefer_grim')).toBe(true);
});

it('answers an unknown player with an empty history', async () => {
  const history = await getPunishmentHistory('Nobody_Here_At_All', 1);
  expect(history).toEqual(expect.objectContaining({ player_name: null, total: 0, rows: [] }));
});
