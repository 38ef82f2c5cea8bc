import { signInAs, signOut } from '@norsecraft/shared/testing/stack';
import { getMyVotes, getVoteLeaders, getVoteSiteCounts } from './get-votes';

afterEach(signOut);

it('this month’s top five and last month’s winners, linked members by their public name', async () => {
  const leaders = await getVoteLeaders();
  expect(leaders.month).toMatch(/^\d{4}-\d{2}$/);
  expect(leaders.top.length).toBeLessThanOrEqual(5);
  expect(leaders.votes).toBeGreaterThan(0);
  const votes = leaders.top.map((voter) => voter.votes);
  expect(votes).toEqual([...votes].sort((a, b) => b - a));
  // The seed's dev member votes nearly every day and shows her public name.
  expect(leaders.top).toContainEqual(
    expect.objectContaining({ name: 'Shieldmaiden_Sif', member: 'Shieldmaiden_Sif' }),
  );
  expect(leaders.last_month.winners.length).toBeLessThanOrEqual(3);
});

it('the member’s own votes and streak; the sites for admins only', async () => {
  await signInAs('member');
  expect(await getMyVotes()).toMatchObject({ linked: true, name: 'Shieldmaiden_Sif' });
  await expect(getVoteSiteCounts()).rejects.toMatchObject({ name: 'DataError' });
  await signInAs('admin');
  const sites = await getVoteSiteCounts();
  expect(sites.sites.map((site) => site.service)).toEqual(
    expect.arrayContaining(['Minecraft-MP', 'MinecraftServers.org', 'TopG']),
  );
});
