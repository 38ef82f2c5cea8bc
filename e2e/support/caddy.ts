import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/apps.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';

const CADDY = '/usr/bin/caddy';
/** The production site block (deploy/caddy/norsecraft.caddy), run as it is. */
const SITE_BLOCK = path.join(repoRoot, 'deploy/caddy/norsecraft.caddy');

/**
 * Caddy (Debian's package; .ci/run installs it) with the production site block in front of
 * `upstreams`, for `localhost` on a free port, with certificates from Caddy's own local CA (what
 * `tls internal` does) instead of a public one. Nothing is installed into the machine's trust
 * store; `ca` is the local CA's root, for clients that verify.
 */
export async function startCaddy(upstreams: string[]) {
  if (!existsSync(CADDY)) throw new Error('Caddy is not installed: apt-get install caddy (Debian)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'norsecraft-caddy-'));
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const config = path.join(dir, 'Caddyfile');
  writeFileSync(
    config,
    `{
\tadmin off
\tlocal_certs
\tskip_install_trust
\thttp_port ${httpPort}
\thttps_port ${httpsPort}
\tstorage file_system ${path.join(dir, 'data')}
}
import ${SITE_BLOCK}
`,
  );
  const child = spawn(CADDY, ['run', '--config', config, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: dir,
      NORSECRAFT_DOMAIN: `localhost:${httpsPort}`,
      NORSECRAFT_UPSTREAMS: upstreams.join(' '),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (chunk) => (log += chunk));
  const url = `https://localhost:${httpsPort}`;
  const rootCa = path.join(dir, 'data/pki/authorities/local/root.crt');
  const deadline = Date.now() + 30_000;
  while (!existsSync(rootCa) || !log.includes('"serving initial configuration"')) {
    if (child.exitCode !== null) throw new Error(`caddy exited (${child.exitCode}):\n${log}`);
    if (Date.now() > deadline) throw new Error(`caddy did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    ca: readFileSync(rootCa, 'utf8'),
    log: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
