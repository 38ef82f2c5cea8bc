// The server-status function (supabase/functions/server-status) against the test suite's game
// server (@norsecraft/game-server, the game's real Server List Ping): online with a player in
// game, full, refused, a server that does not answer, the cache shared by concurrent visitors,
// and through the stack's gateway.
import { joinGame, startGameServer, type GameServer } from '@norsecraft/game-server';
import handler, { parseServerAddress } from '../../functions/server-status/handler.ts';
import type { ServerStatus } from '../../functions/_shared/server-status.ts';
import { freePort } from '../../../scripts/lib/free-port.mjs';
import { anonClient } from './helpers.ts';

const servers: GameServer[] = [];

async function gameServer(...args: Parameters<typeof startGameServer>): Promise<GameServer> {
  const server = await startGameServer(...args);
  servers.push(server);
  return server;
}

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop().catch(() => undefined)));
});

async function ask(env: Record<string, string>, method = 'GET'): Promise<ServerStatus> {
  const response = await handler(new Request('http://functions/server-status', { method }), env);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json');
  return (await response.json()) as ServerStatus;
}

// Each test's server has its own address, so the cache (per address) never crosses tests.
const NO_CACHE = { SERVER_STATUS_CACHE_SECONDS: '0' };

describe('server-status', () => {
  it('reports an online server: players in game, maximum, version, message of the day, latency', async () => {
    const server = await gameServer({ playersMax: 20, motd: 'Skål, wanderer' });
    const env = { GAME_SERVER_ADDRESS: server.address, ...NO_CACHE };
    expect(await ask(env)).toMatchObject({ online: true, players_online: 0, players_max: 20 });
    const player = await joinGame(server, 'Sif_Goldhair');
    try {
      const answer = await ask(env);
      expect(answer).toEqual({
        online: true,
        players_online: 1,
        players_max: 20,
        version: server.version,
        motd: 'Skål, wanderer',
        latency_ms: expect.any(Number),
        checked_at: expect.any(String),
      });
      expect(Date.parse(answer.checked_at)).not.toBeNaN();
    } finally {
      await player.quit();
    }
  }, 60_000);

  it('reports a full server as online with every slot taken', async () => {
    const server = await gameServer({ playersOnline: 200, playersMax: 200 });
    expect(await ask({ GAME_SERVER_ADDRESS: server.address, ...NO_CACHE }, 'POST')).toMatchObject({
      online: true,
      players_online: 200,
      players_max: 200,
    });
  });

  it('reports offline when the connection is refused', async () => {
    const address = `127.0.0.1:${await freePort()}`;
    expect(await ask({ GAME_SERVER_ADDRESS: address, ...NO_CACHE })).toMatchObject({
      online: false,
      players_online: null,
      players_max: null,
    });
  });

  it('reports offline when the server accepts but does not answer within the timeout', async () => {
    const server = await gameServer({ delayMs: 5_000 });
    expect(
      await ask({
        GAME_SERVER_ADDRESS: server.address,
        SERVER_STATUS_TIMEOUT_MS: '300',
        ...NO_CACHE,
      }),
    ).toMatchObject({ online: false });
  });

  it('follows the server going down when the cache is off', async () => {
    const server = await gameServer();
    const env = { GAME_SERVER_ADDRESS: server.address, ...NO_CACHE };
    expect((await ask(env)).online).toBe(true);
    await server.stop();
    expect((await ask(env)).online).toBe(false);
  });

  it('asks the server once per interval however many visitors ask', async () => {
    const server = await gameServer({ playersOnline: 5 });
    const env = { GAME_SERVER_ADDRESS: server.address, SERVER_STATUS_CACHE_SECONDS: '30' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask(env)));
    expect(new Set(answers.map((a) => a.players_online))).toEqual(new Set([5]));
    server.set({ playersOnline: 6 });
    expect((await ask(env)).players_online).toBe(5);
    expect(server.pings()).toBe(1);
    // A cache of zero seconds asks again.
    expect((await ask({ ...env, ...NO_CACHE })).players_online).toBe(6);
    expect(server.pings()).toBe(2);
  });

  it('answers offline, without asking anyone, for an address it cannot read', async () => {
    expect(await ask({ GAME_SERVER_ADDRESS: 'not an address', ...NO_CACHE })).toMatchObject({
      online: false,
    });
  });

  it('is served by the stack to the browser client (GET, no user needed)', async () => {
    const { data, error } = await anonClient().functions.invoke('server-status', {
      method: 'GET',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ online: expect.any(Boolean), checked_at: expect.any(String) });
  });
});

describe('parseServerAddress', () => {
  it.each([
    ['play.norsecraft.net', { host: 'play.norsecraft.net', port: null }],
    ['play.norsecraft.net:25570', { host: 'play.norsecraft.net', port: 25570 }],
    ['127.0.0.1:25565', { host: '127.0.0.1', port: 25565 }],
    ['[::1]:25565', { host: '::1', port: 25565 }],
  ])('%s', (text, expected) => {
    expect(parseServerAddress(text)).toEqual(expected);
  });

  it.each(['', 'host:0', 'host:70000', 'a b', 'http://host'])('refuses %j', (text) => {
    expect(parseServerAddress(text)).toBeNull();
  });
});
