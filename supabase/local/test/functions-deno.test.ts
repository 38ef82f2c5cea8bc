// The Edge Functions as `supabase functions deploy` ships them (issue 28): it bundles each
// function from what sits under supabase/functions, so every function must type-check and run
// under real Deno from a copy of that folder alone — nothing from shared/ or node_modules. Each
// function is checked with its own deno.json (as the CLI uses it), served by its index.ts with
// Deno.serve, and answers a real request against the local stack. A new function needs its
// request below; the test fails until it has one.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import {
  joinGame,
  startGameServer,
  type GameServer,
  type TestPlayer,
} from '@norsecraft/game-server';
import { anonKey, outboxUrl, serviceClient, serviceRoleKey, stackUrl } from './helpers.ts';
import { accessToken, createBidder, createListing, must } from './db/fixtures.ts';

const repoRoot = path.resolve(__dirname, '../../..');
// The binary itself, not node_modules/.bin's shim: a killed shim leaves deno serving, holding this
// process's pipes (Jest then never exits). The package's own installer finds it in the platform
// package (its postinstall is not run here; see pnpm-workspace.yaml).
const DENO: string = createRequire(path.join(repoRoot, 'package.json'))(
  'deno/install_api.cjs',
).runInstall();
// Kept between runs: the npm packages a function imports are downloaded once.
const DENO_DIR = path.join(os.tmpdir(), 'norsecraft-deno-cache');
// Type-checking and the first download of a function's npm packages take a while under load.
const DENO_MS = 180_000;

interface Served {
  url: string;
  stop(): void;
}

/** What each function is asked, and what proves it ran: the request and its checks. */
const REQUESTS: Record<string, (fn: Served) => Promise<void>> = {
  async 'server-status'({ url }) {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    // The npm ping library under Deno's Node compatibility, against a real server with a player.
    expect(await res.json()).toMatchObject({
      online: true,
      players_online: 1,
      players_max: 20,
      version: game.version,
      motd: 'Norsecraft under Deno',
    });
  },

  async 'auction-bid-notify'({ url }) {
    const preflight = await fetch(url, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');

    const bidder = await createBidder();
    const listing = await createListing({ starting_bid: 250_000 });
    const bid = must(
      await bidder.client
        .rpc('place_bid', { p_listing_id: listing.id, p_amount: 265_001 })
        .single(),
      'bid',
    ) as { log_id: number };
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken(bidder.client)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ log_id: bid.log_id }),
    });
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 200,
      body: { delivered: true },
    });
    // The message was built by _shared/bid-webhook.ts with _shared/money.ts, under Deno.
    const [posted] = webhook.bodies as { embeds: { fields: { value: string }[] }[] }[];
    expect(posted?.embeds[0]?.fields.map((field) => field.value)).toEqual([
      listing.item,
      'Anonymous',
      '26g 50s 1c',
    ]);
  },

  async 'game-bridge'({ url }) {
    // Hosted serves it below its name; the bridge's routes are under /game-bridge.
    const won = await fetch(`${url}game-bridge/auctions/won`, {
      headers: { authorization: `Bearer ${GAME_BRIDGE_KEY}` },
    });
    expect(won.status).toBe(200);
    expect(await won.json()).toEqual({ auctions: expect.any(Array) });
    const refused = await fetch(`${url}game-bridge/punishments`, { method: 'POST', body: '[]' });
    expect(refused.status).toBe(401);
  },

  async 'news-notify'({ url }) {
    const title = `Deno news ${Date.now()}`;
    const slug = `deno-news-${Date.now()}`;
    must(
      await serviceClient()
        .from('news_posts')
        .insert({ title, slug, body: 'Posted **once**.', status: 'published' }),
      'a live post',
    );
    try {
      const res = await fetch(url, { method: 'POST' });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ failed: 0 });
      // The message was built by _shared/news-webhook.ts, under Deno.
      const posted = webhook.bodies as { embeds: { title: string }[] }[];
      expect(posted.map((body) => body.embeds[0]?.title)).toContain(title);
    } finally {
      // The stack is shared: the newest post would push the seed's out of the landing's three.
      must(await serviceClient().from('news_posts').delete().eq('slug', slug), 'the post removed');
    }
  },

  async 'auction-settle'({ url }) {
    const res = await fetch(url, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ settled: expect.any(Number), mailed: expect.any(Number) });
  },
};

/** The key the served game-bridge is given (a function secret on hosted). */
const GAME_BRIDGE_KEY = 'deno-test-bridge-key';

/** The game server GAME_SERVER_ADDRESS names, with a player in game. */
let game: GameServer;
let player: TestPlayer | undefined;

/** A stand-in for the chat webhook: records what is posted. */
const webhook = { url: '', bodies: [] as unknown[], server: null as http.Server | null };

let copy: string;
const started: ChildProcess[] = [];

beforeAll(async () => {
  game = await startGameServer({ motd: 'Norsecraft under Deno', playersMax: 20 });
  player = await joinGame(game, 'Deno_Skald');
  // The folder as a deploy sees it, with nothing around it.
  copy = mkdtempSync(path.join(os.tmpdir(), 'functions-alone-'));
  cpSync(path.join(repoRoot, 'supabase/functions'), path.join(copy, 'functions'), {
    recursive: true,
    filter: (source) => !source.endsWith('.test.ts'),
  });
  webhook.server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      webhook.bodies.push(JSON.parse(body));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => webhook.server!.listen(0, '127.0.0.1', resolve));
  webhook.url = `http://127.0.0.1:${(webhook.server.address() as AddressInfo).port}/hook`;
}, 60_000);

afterAll(async () => {
  for (const child of started) child.kill();
  await player?.quit();
  await game?.stop();
  webhook.server?.closeAllConnections();
  await new Promise((resolve) => webhook.server?.close(resolve));
  rmSync(copy, { recursive: true, force: true });
});

const functionNames = readdirSync(path.join(repoRoot, 'supabase/functions'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name);

/** This environment (proxy and certificate settings reach npm) with Deno's cache and `extra`. */
function denoEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, DENO_DIR, NO_COLOR: '1', ...extra };
}

/** Serves the function with `deno run index.ts` on a free port; resolves once it listens. */
function serve(dir: string, env: Record<string, string>): Promise<Served> {
  const child = spawn(DENO, ['run', '--allow-net', '--allow-env', 'index.ts'], {
    cwd: dir,
    env: denoEnv({ ...env, DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`deno run exited with ${code}: ${output}`)));
    // Deno.serve says where it listens on stderr.
    for (const stream of [child.stdout!, child.stderr!]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        output += `${line}\n`;
        const listening = /Listening on (http:\/\/\S+?)\/?$/.exec(line);
        if (listening) resolve({ url: `${listening[1]}/`, stop: () => child.kill() });
      });
    }
  });
}

it('every function has a request in this test', () => {
  expect(functionNames.length).toBeGreaterThan(0);
  expect(functionNames.filter((name) => !REQUESTS[name])).toEqual([]);
});

describe.each(functionNames)('%s, from a copy of supabase/functions alone', (name) => {
  const dir = () => path.join(copy, 'functions', name);

  it(
    'type-checks under Deno with its own deno.json',
    () => {
      expect(existsSync(path.join(dir(), 'index.ts'))).toBe(true);
      const check = spawnSync(DENO, ['check', 'index.ts'], {
        cwd: dir(),
        env: denoEnv(),
        encoding: 'utf8',
      });
      expect({ status: check.status, errors: check.status === 0 ? '' : check.stderr }).toEqual({
        status: 0,
        errors: '',
      });
    },
    DENO_MS,
  );

  it(
    'runs under Deno and answers a real request',
    async () => {
      const fn = await serve(dir(), {
        // What hosted gives every function, and this project's secrets (README "Hosted Supabase").
        SUPABASE_URL: stackUrl(),
        SUPABASE_ANON_KEY: anonKey(),
        SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey(),
        AUCTION_WEBHOOK_URL: webhook.url,
        NEWS_WEBHOOK_URL: webhook.url,
        GAME_SERVER_ADDRESS: game.address,
        GAME_BRIDGE_KEY,
        // The stack's outbox stands in for the mail API (its token as the API key).
        MAIL_API_URL: new URL('/_outbox', outboxUrl()).href,
        MAIL_API_KEY: new URL(outboxUrl()).searchParams.get('token')!,
      });
      try {
        await REQUESTS[name]!(fn);
      } finally {
        fn.stop();
      }
    },
    DENO_MS,
  );
});
