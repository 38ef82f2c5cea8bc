// Starts ONE local stack for the whole integration run and publishes its URL, keys, database
// URL and outbox URL to the workers through process.env. The stack runs in a child process
// (tsx, native ESM, its own event loop) so Jest's CommonJS transform never touches PGlite or
// PostgREST.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const packageDir = path.resolve(__dirname, '..');
const READY_PREFIX = 'STACK_READY ';

interface ReadyInfo {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  dbUrl: string;
  superuserDbUrl: string;
  outboxUrl: string;
  gameBridgeKey: string;
  migrations: string[];
}

declare global {
  var __LOCAL_STACK__: ChildProcess | undefined;
}

export default async function globalSetup(): Promise<void> {
  const tsxCli = require.resolve('tsx/cli', { paths: [packageDir] });
  // Hundreds of sign-ups from one address: the per-IP limits are tested on a stack of their own.
  const args = [tsxCli, 'src/cli.ts', 'start', '--port', '0', '--ready-json', '--quiet'];
  args.push('--no-rate-limits');
  args.push('--functions-dir', path.join(packageDir, 'test/fixtures/functions'));
  // DATABASE_URL set: a throw-away database on that server; otherwise in-memory PGlite.
  args.push(process.env.DATABASE_URL ? '--isolated-database' : '--memory');
  const child = spawn(process.execPath, args, {
    cwd: packageDir,
    env: { ...process.env, STACK_FUNCTIONS_ENV_TEST_SECRET: 'fixture-secret' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  globalThis.__LOCAL_STACK__ = child;

  const info = await new Promise<ReadyInfo>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('local stack did not start within 120 s')),
      120_000,
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`local stack exited early with code ${code}`));
    });
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith(READY_PREFIX)) {
        clearTimeout(timer);
        resolve(JSON.parse(line.slice(READY_PREFIX.length)) as ReadyInfo);
      } else {
        process.stdout.write(`[stack] ${line}\n`);
      }
    });
  });

  process.env.STACK_URL = info.url;
  process.env.STACK_ANON_KEY = info.anonKey;
  process.env.STACK_SERVICE_ROLE_KEY = info.serviceRoleKey;
  process.env.STACK_JWT_SECRET = info.jwtSecret;
  process.env.STACK_DB_URL = info.dbUrl;
  process.env.STACK_SUPERUSER_DB_URL = info.superuserDbUrl;
  process.env.STACK_OUTBOX_URL = info.outboxUrl;
  process.env.STACK_GAME_BRIDGE_KEY = info.gameBridgeKey;
  process.env.STACK_MIGRATIONS = JSON.stringify(info.migrations);
}
