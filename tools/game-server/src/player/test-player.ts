// A player for the tests: a mineflayer bot (a full game client) that joins a server, types in chat
// and reads what the server tells it.
import { createBot, type Bot } from 'mineflayer';
import { GAME_VERSION } from '../server/game-server';

export interface TestPlayer {
  name: string;
  bot: Bot;
  /** Types a line in chat, as a player does: a message, or a command such as `/link ABC123`. */
  say(line: string): void;
  /** Every message shown in the player's chat so far, as plain text. */
  messages(): string[];
  /**
   * The first message shown (or still to come) that matches and was not already returned:
   * start waiting before typing what it answers, or after, either way.
   */
  message(match: RegExp | string, timeoutMs?: number): Promise<string>;
  quit(): Promise<void>;
}

interface Waiter {
  matches(line: string): boolean;
  resolve(line: string): void;
}

/** Joins `server` as `name` (offline mode: any name of 3–16 letters, digits and _); resolves once spawned. */
export async function joinGame(
  server: { host: string; port: number },
  name: string,
  { timeoutMs = 30_000 } = {},
): Promise<TestPlayer> {
  const bot = createBot({
    host: server.host,
    port: server.port,
    username: name,
    auth: 'offline',
    version: GAME_VERSION,
    // Stands still in a void world: no physics ticks to spend the test machine's time on.
    physicsEnabled: false,
    hideErrors: true,
  });
  const lines: string[] = [];
  const taken = new Set<number>();
  const waiters = new Set<Waiter>();
  bot.on('messagestr', (line: string) => {
    lines.push(line);
    for (const waiter of waiters) {
      if (!waiter.matches(line)) continue;
      taken.add(lines.length - 1);
      waiters.delete(waiter);
      waiter.resolve(line);
      return;
    }
  });

  const problems: string[] = [];
  bot.on('error', (error: Error) => void problems.push(error.message));
  bot.on('kicked', (reason: string) => void problems.push(`kicked: ${reason}`));

  await new Promise<void>((resolve, reject) => {
    const fail = (reason: string) => {
      done();
      bot.end();
      reject(new Error(`${name} did not join: ${reason}`));
    };
    const onEnd = (reason: string) => fail(problems.join('; ') || reason);
    const onSpawn = () => {
      done();
      resolve();
    };
    const timer = setTimeout(() => fail(`no spawn within ${timeoutMs} ms`), timeoutMs);
    function done() {
      clearTimeout(timer);
      bot.removeListener('spawn', onSpawn);
      bot.removeListener('end', onEnd);
    }
    bot.once('spawn', onSpawn);
    bot.once('end', onEnd);
  });

  return {
    name,
    bot,
    say: (line) => bot.chat(line),
    messages: () => [...lines],
    message(match, timeoutMs = 10_000) {
      const matches = (line: string) =>
        typeof match === 'string' ? line.includes(match) : match.test(line);
      const index = lines.findIndex((line, i) => !taken.has(i) && matches(line));
      if (index >= 0) {
        taken.add(index);
        return Promise.resolve(lines[index]!);
      }
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          matches,
          resolve: (line) => {
            clearTimeout(timer);
            resolve(line);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const seen = [...lines, ...problems].join(' | ');
          reject(new Error(`${name} saw no message matching ${match}; saw: ${seen}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    quit: () =>
      new Promise<void>((resolve) => {
        bot.once('end', () => resolve());
        bot.quit();
      }),
  };
}
