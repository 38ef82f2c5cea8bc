import { offlineStatus, readServerStatus, serverStatusLabel } from './server-status';

const online = {
  online: true,
  players_online: 37,
  players_max: 200,
  version: '1.21.4',
  motd: 'Skål!',
  latency_ms: 12,
  checked_at: '2030-01-01T12:00:00.000Z',
};

it('labels the status as the site shows it', () => {
  expect(serverStatusLabel(online)).toBe('Online · 37/200');
  expect(serverStatusLabel({ ...online, players_online: null })).toBe('Online');
  expect(serverStatusLabel(offlineStatus())).toBe('Offline');
});

it('reads a reply, and anything malformed as offline', () => {
  expect(readServerStatus(online)).toEqual(online);
  expect(readServerStatus({ ...online, players_online: -1, motd: 5 })).toMatchObject({
    online: true,
    players_online: null,
    motd: null,
  });
  for (const junk of [null, 'up', { online: 'yes' }, []]) {
    expect(readServerStatus(junk).online).toBe(false);
  }
});
