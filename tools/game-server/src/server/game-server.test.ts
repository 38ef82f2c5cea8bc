// The test game server with a real client (mineflayer) and a real Server List Ping
// (minecraft-server-util, as the server-status function asks): one server for the file.
import { status } from 'minecraft-server-util';
import type { GamePlayer, GamePlugin, NuVotifierVote } from '../plugin-api';
import { joinGame, type TestPlayer } from '../player/test-player';
import { GAME_VERSION, startGameServer, type GameServer } from './game-server';
import { offlinePlayerUuid } from './offline-uuid';

const seen = { joins: [] as string[], commands: [] as string[][], votes: [] as NuVotifierVote[] };
const recorder: GamePlugin = {
  onJoin: (player) => void seen.joins.push(player.name),
  onCommand(player: GamePlayer, command, args) {
    seen.commands.push([player.name, command, ...args]);
    if (command === 'boom') throw new Error('the plugin failed');
    if (command !== 'echo') return false;
    player.tell(`echo: ${args.join(' ')}`);
    return true;
  },
  onVote: (vote) => void seen.votes.push(vote),
};

let game: GameServer;
let sif: TestPlayer;

beforeAll(async () => {
  game = await startGameServer({ motd: 'Skål, wanderer', playersMax: 50, plugins: [recorder] });
  sif = await joinGame(game, 'Sif_Goldhair');
  await game.settled();
}, 60_000);

afterAll(async () => {
  await sif?.quit();
  await game?.stop();
});

it('lets a client log in: it spawns, and the server knows it by its offline-mode UUID', () => {
  expect(sif.bot.entity.position).toMatchObject({ x: 0.5, y: 64, z: 0.5 });
  expect(sif.bot.game.gameMode).toBe('survival');
  expect(game.players().map(({ uuid, name }) => ({ uuid, name }))).toEqual([
    { uuid: offlinePlayerUuid('Sif_Goldhair'), name: 'Sif_Goldhair' },
  ]);
  expect(seen.joins).toEqual(['Sif_Goldhair']);
});

it('answers the Server List Ping: version, players online and maximum, message of the day', async () => {
  const answer = await status(game.host, game.port, { enableSRV: false, timeout: 5_000 });
  expect(answer.version).toEqual({ name: GAME_VERSION, protocol: 769 });
  expect(answer.players).toEqual({
    online: 1,
    max: 50,
    sample: [{ name: 'Sif_Goldhair', id: offlinePlayerUuid('Sif_Goldhair') }],
  });
  expect(answer.motd.clean).toBe('Skål, wanderer');
  expect(game.pings()).toBe(1);
});

it("shows a player's chat message in chat", async () => {
  const shown = sif.message('<Sif_Goldhair> Skål!');
  sif.say('Skål!');
  await expect(shown).resolves.toBe('<Sif_Goldhair> Skål!');
});

it("hands a typed command to the plugins, and answers one that is nobody's", async () => {
  sif.say('/echo hello  there');
  await expect(sif.message(/^echo:/)).resolves.toBe('echo: hello there');
  sif.say('/nothing here');
  await expect(sif.message(/^Unknown command/)).resolves.toBe('Unknown command: /nothing');
  await game.settled();
  expect(seen.commands).toEqual([
    ['Sif_Goldhair', 'echo', 'hello', 'there'],
    ['Sif_Goldhair', 'nothing', 'here'],
  ]);
});

it('tells the player when a plugin fails, and settled() reports the failure', async () => {
  sif.say('/boom');
  await sif.message('An internal error occurred');
  await expect(game.settled()).rejects.toThrow('the plugin failed');
  await expect(game.settled()).resolves.toBeUndefined();
});

it('hands a vote to the plugins', async () => {
  const vote = {
    serviceName: 'minecraft-server-list.example',
    username: 'Sif_Goldhair',
    address: '203.0.113.9',
    timeStamp: String(Date.now()),
  };
  await game.vote(vote);
  expect(seen.votes).toEqual([vote]);
});

it('gives a renamed account its UUID under the new name; the old name is a new player’s', async () => {
  const uuid = offlinePlayerUuid('Ulf_Raven');
  const uuidOf = (name: string) => game.players().find((p) => p.name === name)?.uuid;
  const ulf = await joinGame(game, 'Ulf_Raven');
  expect(uuidOf('Ulf_Raven')).toBe(uuid);
  await ulf.quit();
  game.rename('Ulf_Raven', 'Ulf_Crow');
  const renamed = await joinGame(game, 'Ulf_Crow');
  expect(uuidOf('Ulf_Crow')).toBe(uuid);
  await renamed.quit();
  const newcomer = await joinGame(game, 'Ulf_Raven');
  expect(uuidOf('Ulf_Raven')).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
  expect(uuidOf('Ulf_Raven')).not.toBe(uuid);
  await newcomer.quit();
  await game.settled();
}, 60_000);

it('answers as a busy server when told to, and refuses once stopped', async () => {
  const other = await startGameServer({ playersOnline: 37, playersMax: 200 });
  const ask = () => status(other.host, other.port, { enableSRV: false, timeout: 5_000 });
  expect((await ask()).players).toMatchObject({ online: 37, max: 200 });
  other.set({ playersOnline: 200 });
  expect((await ask()).players).toMatchObject({ online: 200, max: 200 });
  await other.stop();
  await expect(ask()).rejects.toThrow();
  await expect(other.stop()).resolves.toBeUndefined();
});
