import { getPlayer } from './get-player';

it('finds a player by an old name, under the current one, with their names and record', async () => {
  // The seed's Halfdan renamed: White → Black, with a punishment under each name.
  const player = await getPlayer('halfdan_white');
  expect(player).toMatchObject({
    name: 'Halfdan_Black',
    uuid: '66032989-b013-307e-8f65-8992edc26a3c',
    requested_is_current: false,
  });
  expect(player?.names.map((n) => n.name)).toEqual(['Halfdan_Black', 'Halfdan_White']);
  expect(player?.punishments.total).toBeGreaterThanOrEqual(2);
});

it('shows a linked member by the public name they show; nothing for a name never known', async () => {
  expect(await getPlayer('Shieldmaiden_Sif')).toMatchObject({
    member: 'Shieldmaiden_Sif',
    votes: { this_month: expect.any(Number) },
  });
  expect(await getPlayer('Nobody_Here_At_All')).toBeNull();
});
