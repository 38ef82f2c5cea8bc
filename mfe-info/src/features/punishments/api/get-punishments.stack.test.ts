import { getPunishments } from './get-punishments';

it('reads the whole record, newest first', async () => {
  const punishments = await getPunishments();
  expect(punishments.length).toBeGreaterThan(0);
  const dates = punishments.map((punishment) => Date.parse(punishment.date));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  expect(punishments[0]).toEqual(
    expect.objectContaining({ player_name: expect.any(String), active: expect.any(Boolean) }),
  );
});
