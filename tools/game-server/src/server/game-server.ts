// The test suite's game server: minecraft-protocol (PrismarineJS) speaking the real protocol of
// one game version, in offline mode on a free loopback port. It lets a client log in and stand in
// a void world (join game, spawn position, position, health; keep-alive is the library's), answers
// the Server List Ping, dispatches players' commands and votes to its plugins, and starts in well
// under a second: no world is generated or stored.
import { randomUUID } from 'node:crypto';
import { createServer, type Server, type ServerClient } from 'minecraft-protocol';
import minecraftData from 'minecraft-data';
import nbt from 'prismarine-nbt';
import { freePort } from '../../../../scripts/lib/free-port.mjs';
import type { GamePlayer, GamePlugin, NuVotifierVote } from '../plugin-api';
import { parseCommand } from './commands';
import { createWorld, type TestWorld } from './world';

/** The one game version the server speaks (a current Paper line), and its protocol number. */
export const GAME_VERSION = '1.21.4';
const data = minecraftData(GAME_VERSION);

export interface GameServerOptions {
  motd?: string;
  playersMax?: number;
  /** Status answers this many online instead of the players in game (a busy server, cheaply). */
  playersOnline?: number | null;
  /** Wait this long before answering a status request (a server that hangs). */
  delayMs?: number;
  plugins?: GamePlugin[];
}

export interface GameServer {
  host: string;
  port: number;
  /** host:port, as GAME_SERVER_ADDRESS takes it. */
  address: string;
  version: string;
  world: TestWorld;
  players(): GamePlayer[];
  /** Status requests answered (or being answered) so far. */
  pings(): number;
  set(changes: Pick<GameServerOptions, 'playersOnline' | 'playersMax' | 'delayMs'>): void;
  /**
   * The game account playing as `from` is renamed `to` (a name change at Mojang): its next login
   * as `to` gets the same UUID, as an online-mode server gives it; `from` is another account's.
   */
  rename(from: string, to: string): void;
  /** Hands a vote to the plugins, as NuVotifier does when a vote site calls. */
  vote(vote: NuVotifierVote): Promise<void>;
  /** Waits for the plugins' hooks under way; rejects with the first that failed. */
  settled(): Promise<void>;
  /** Closes the port (it then refuses) and disconnects the players; again, nothing more. */
  stop(): Promise<void>;
}

const text = (message: string) => nbt.comp({ text: nbt.string(message) });

type BeforePing = (
  response: { players: { online: number; sample: unknown[] } },
  client: unknown,
  answer?: (error: null, response: unknown) => void,
) => void;

async function listen(
  options: GameServerOptions,
  port: number,
  beforePing: BeforePing,
  beforeLogin: (client: { username: string; uuid: string }) => void,
) {
  const server = createServer({
    host: '127.0.0.1',
    port,
    version: GAME_VERSION,
    'online-mode': false,
    motd: options.motd ?? 'Norsecraft: raid, build, write your saga',
    maxPlayers: options.playersMax ?? 20,
    beforePing,
    beforeLogin,
    hideErrors: true,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return server;
}

export async function startGameServer(options: GameServerOptions = {}): Promise<GameServer> {
  const status = { playersOnline: null as number | null, delayMs: 0, ...options };
  const plugins = options.plugins ?? [];
  const world = createWorld();
  let pings = 0;
  const beforePing: BeforePing = (response, _client, answer) => {
    pings += 1;
    if (status.playersOnline !== null) response.players.online = status.playersOnline;
    response.players.sample = world.players.list().map((p) => ({ name: p.name, id: p.uuid }));
    setTimeout(() => answer?.(null, response), status.delayMs).unref();
  };
  // Renamed accounts by their new name (lower case) → their UUID; others log in offline.
  const renamed = new Map<string, string>();
  const beforeLogin = (client: { username: string; uuid: string }) => {
    client.uuid = renamed.get(client.username.toLowerCase()) ?? client.uuid;
  };
  // minecraft-protocol cannot listen on port 0: a port free a moment ago, another if taken since.
  let port = 0;
  let mc: Server | undefined;
  for (let attempt = 1; !mc; attempt += 1) {
    port = await freePort();
    mc = await listen(options, port, beforePing, beforeLogin).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EADDRINUSE' || attempt >= 3) throw error;
        return undefined;
      },
    );
  }
  const server = mc;
  // A connection the server ends keeps a 30 s timer to destroy its socket, never cleared when
  // the other side had already closed (every status ping): it must not keep a test run alive.
  server.on('connection', (client) => {
    const end = client.end.bind(client);
    client.end = (...args: Parameters<typeof end>) => {
      end(...args);
      (client as unknown as { closeTimer?: NodeJS.Timeout }).closeTimer?.unref();
    };
  });
  let stopped: Promise<void> | undefined;
  const running = new Set<Promise<unknown>>();
  const failures: unknown[] = [];

  /** Follows a hook's work for settled(); a failure is kept for it unless the caller sees it. */
  function track<T>(work: Promise<T>, { report = true } = {}): Promise<T> {
    const tracked = work.catch((error: unknown) => {
      if (report) failures.push(error);
      throw error;
    });
    running.add(tracked);
    void tracked.catch(() => undefined).finally(() => running.delete(tracked));
    return tracked;
  }

  async function runCommand(player: GamePlayer, line: string) {
    const command = parseCommand(line);
    if (!command) return;
    for (const plugin of plugins) {
      if (await plugin.onCommand?.(player, command.name, command.args)) return;
    }
    player.tell(`Unknown command: /${command.name}`);
  }

  server.on('playerJoin', (client: ServerClient) => {
    const player: GamePlayer = {
      uuid: client.uuid,
      name: client.username,
      tell: (message) =>
        client.write('system_chat', { content: text(message), isActionBar: false }),
    };
    client.write('login', {
      ...data.loginPacket,
      entityId: client.id,
      maxPlayers: server.maxPlayers,
    });
    client.write('spawn_position', { location: { x: 0, y: 64, z: 0 }, angle: 0 });
    const [x, y, z] = [0.5, 64, 0.5];
    client.write('position', {
      teleportId: 1,
      x,
      y,
      z,
      dx: 0,
      dy: 0,
      dz: 0,
      yaw: 0,
      pitch: 0,
      flags: 0,
    });
    // Tells a client the world around it is loading (a void: nothing follows), then its health.
    client.write('game_state_change', { reason: 'level_chunks_load_start', gameMode: 0 });
    client.write('update_health', { health: 20, food: 20, foodSaturation: 5 });
    world.players.join(player);
    client.once('end', () => world.players.leave(player));

    const onCommand = ({ command }: { command: string }) => {
      track(runCommand(player, command)).catch(() => {
        player.tell('An internal error occurred while attempting to perform this command');
      });
    };
    client.on('chat_command', onCommand);
    client.on('chat_command_signed', onCommand);
    client.on('chat_message', ({ message }: { message: string }) => {
      for (const other of world.players.list()) other.tell(`<${player.name}> ${message}`);
    });
    // A failed join hook is reported by settled().
    for (const plugin of plugins) {
      const onJoin = plugin.onJoin?.bind(plugin);
      if (onJoin) track(Promise.resolve().then(() => onJoin(player))).catch(() => undefined);
    }
  });

  for (const plugin of plugins) plugin.enable?.(world);

  return {
    host: '127.0.0.1',
    port,
    address: `127.0.0.1:${port}`,
    version: GAME_VERSION,
    world,
    players: () => world.players.list(),
    pings: () => pings,
    set(changes) {
      if (changes.playersMax !== undefined) server.maxPlayers = changes.playersMax;
      Object.assign(status, changes);
    },
    rename(from, to) {
      const uuid = world.uuidOf(from);
      // Whoever takes the old name next is another account, with a UUID of its own.
      renamed.set(from.toLowerCase(), randomUUID());
      renamed.set(to.toLowerCase(), uuid);
    },
    vote(vote) {
      const all = Promise.all(plugins.map((plugin) => plugin.onVote?.(vote)));
      return track(
        all.then(() => undefined),
        { report: false },
      );
    },
    async settled() {
      while (running.size) await Promise.allSettled([...running]);
      const failure = failures.shift();
      failures.length = 0;
      if (failure) throw failure;
    },
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        // The Server emits 'close' when its socket server closes (its typings list fewer events).
        (server as unknown as NodeJS.EventEmitter).once('close', () => resolve());
        server.close();
      });
      return stopped;
    },
  };
}
