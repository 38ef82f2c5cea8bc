import { getVoteSites } from './get-vote-sites';

it('reads the vote sites in order with their rewards', async () => {
  const sites = await getVoteSites();
  expect(sites.map((s) => [s.name, s.currency, s.cooldown_hours])).toEqual([
    ['MinecraftServers.org', 5000, 24],
    ['Minecraft-MP', 3000, 24],
    ['TopG', 2000, 24],
  ]);
  expect(sites[0]!.items).toEqual(['1× Vote Key', '16× Golden Carrot']);
  expect(sites[2]!.bonus).toBeNull();
});
