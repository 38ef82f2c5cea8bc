// A throw-away MariaDB server for tests and benchmarks (the LiteBans import reads one), started
// the way the local stack starts PostgreSQL: Debian's `mariadb-server` binaries, a data folder in
// a temporary directory, a free port on 127.0.0.1, no system service. `.ci/run` installs the
// package when it is missing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

const BINARIES = ['/usr/sbin/mariadbd', '/usr/bin/mariadb-install-db', '/usr/bin/mariadb'];

/** Whether this machine has the server (Debian package `mariadb-server`). */
export const hasMariadb = () => BINARIES.every((file) => existsSync(file));

async function waitForPort(port, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`mariadbd exited with code ${child.exitCode}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`mariadbd did not listen on ${port} within ${timeoutMs / 1000} s`);
}

/**
 * Starts a server with an empty database `litebans`; root on 127.0.0.1 has no password.
 * @returns {Promise<{ url: string, stop(): Promise<void> }>}
 */
export async function startMariadb() {
  if (!hasMariadb()) {
    throw new Error('MariaDB is not installed: apt-get install mariadb-server (Debian)');
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'norsecraft-mariadb-'));
  const dataDir = path.join(dir, 'data');
  // As root the server must be told to stay root; otherwise it runs as whoever starts it.
  const user = os.userInfo().username;
  const install = spawnSync(
    '/usr/bin/mariadb-install-db',
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--user=${user}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
    ],
    { encoding: 'utf8' },
  );
  if (install.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`mariadb-install-db failed:\n${install.stdout}${install.stderr}`);
  }
  const port = await freePort();
  const child = spawn(
    '/usr/sbin/mariadbd',
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--user=${user}`,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      `--socket=${path.join(dir, 'mariadb.sock')}`,
      `--pid-file=${path.join(dir, 'mariadb.pid')}`,
      `--log-error=${path.join(dir, 'error.log')}`,
      '--skip-name-resolve',
      '--innodb-buffer-pool-size=128M',
      // A throw-away server: no waiting for the disk on each commit.
      '--innodb-flush-log-at-trx-commit=0',
      '--innodb-doublewrite=0',
    ],
    { stdio: 'ignore' },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, child, 30_000);
    const create = spawnSync(
      '/usr/bin/mariadb',
      ['-h127.0.0.1', `-P${port}`, '-uroot', '-e', 'create database litebans'],
      { encoding: 'utf8' },
    );
    if (create.status !== 0) throw new Error(`creating the database failed: ${create.stderr}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `mysql://root@127.0.0.1:${port}/litebans`, stop };
}
