import { getRoster } from './get-staff';

it('reads the staff by their order with their figures, and the builders apart', async () => {
  const { staff, builders } = await getRoster();
  expect(staff.map((m) => `${m.name} (${m.role})`)).toEqual([
    'Odin (Owner)',
    'Frigg (Owner)',
    'Loki (Developer)',
    'Tyr (Moderator)',
    'Eir (Helper)',
  ]);
  expect(staff[0]).toMatchObject({
    discord_tag: 'odin.allfather',
    github_username: 'odin-allfather',
    stats: { playtimeHours: 2840, reports: 96, bans: 0, warnings: 0 },
  });
  expect(staff[2]!.twitter_username).toBeUndefined();
  expect(builders.map((b) => b.specialty)).toEqual([
    'Dwarven forges and halls',
    'Spawn and the great bridge',
    'Landscapes and gardens',
  ]);
});
