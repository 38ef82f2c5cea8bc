import { bridgeVote, voteTime } from './votes';

const arrived = new Date('2026-11-27T12:00:00.000Z');
const vote = {
  serviceName: 'minecraft-server-list.example',
  username: 'Sif_Goldhair',
  address: '203.0.113.9',
  timeStamp: '1795766400000',
};

it('maps a NuVotifier vote to the bridge vote of its player', () => {
  expect(bridgeVote(vote, 'c9360623-d146-344c-9328-528d3ed5a18a', arrived)).toEqual({
    service: 'minecraft-server-list.example',
    uuid: 'c9360623-d146-344c-9328-528d3ed5a18a',
    name: 'Sif_Goldhair',
    at: '2026-11-27T08:00:00.000Z',
    id: expect.stringMatching(/^[0-9a-f]{32}$/),
  });
});

it('gives the same vote the same id, and another vote another', () => {
  const id = (v: typeof vote) => bridgeVote(v, 'u', arrived).id;
  expect(id({ ...vote, address: '198.51.100.1' })).toBe(id(vote));
  expect(id({ ...vote, username: 'SIF_GOLDHAIR' })).toBe(id(vote));
  expect(id({ ...vote, timeStamp: '1795766400001' })).not.toBe(id(vote));
  expect(id({ ...vote, serviceName: 'another.example' })).not.toBe(id(vote));
});

it('reads milliseconds and seconds, and takes the arrival for anything else', () => {
  expect(voteTime('1795766400000', arrived)).toBe('2026-11-27T08:00:00.000Z');
  expect(voteTime('1795766400', arrived)).toBe('2026-11-27T08:00:00.000Z');
  for (const odd of ['', 'yesterday', '-5', '0', '1e400']) {
    expect(voteTime(odd, arrived)).toBe(arrived.toISOString());
  }
});
