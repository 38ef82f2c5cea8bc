import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/apps.mjs';
import { ensureHostBuilt } from '../../scripts/lib/host.mjs';

const PODMAN = '/usr/bin/podman';
/**
 * This sandbox (and CI's machine) runs containers with runc and limits no higher than the
 * session's own: crun refuses its hybrid cgroups, and raising RLIMIT_NPROC is not allowed here.
 */
const RUN_FLAGS = [
  '--runtime',
  'runc',
  '--ulimit',
  'nofile=1024:1024',
  '--ulimit',
  'nproc=1024:1024',
];

function podman(args: string[], input?: string) {
  const result = spawnSync(PODMAN, args, { encoding: 'utf8', input, timeout: 300_000 });
  if (result.status !== 0) {
    throw new Error(
      `podman ${args[0]} failed (${result.status}):\n${result.stdout}${result.stderr}`,
    );
  }
  return result.stdout.trim();
}

/**
 * The official image's stand-in (docker.io's node:22 cannot be pulled here): this machine's own
 * Node binary, the libraries it links, and the `node` user (uid 1000) the official image has.
 */
function buildNodeBase(tag: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'norsecraft-node-base-'));
  try {
    const root = path.join(dir, 'root');
    for (const sub of ['usr/local/bin', 'etc', 'tmp'])
      mkdirSync(path.join(root, sub), { recursive: true });
    copyFileSync(process.execPath, path.join(root, 'usr/local/bin/node'));
    const libraries = execFileSync('ldd', [process.execPath], { encoding: 'utf8' })
      .split('\n')
      .map((line) => /(\/\S+) \(0x/.exec(line)?.[1])
      .filter((file): file is string => Boolean(file));
    for (const library of libraries) {
      mkdirSync(path.join(root, path.dirname(library)), { recursive: true });
      copyFileSync(library, path.join(root, library));
    }
    writeFileSync(
      path.join(root, 'etc/passwd'),
      'root:x:0:0::/root:/bin/false\nnode:x:1000:1000::/home/node:/bin/false\n',
    );
    writeFileSync(path.join(root, 'etc/group'), 'root:x:0:\nnode:x:1000:\n');
    const tar = spawnSync('tar', ['-C', root, '-c', '.'], { maxBuffer: 1 << 30 });
    const imported = spawnSync(
      PODMAN,
      ['import', '--change', 'ENV=PATH=/usr/local/bin:/usr/bin:/bin', '-', tag],
      { input: tar.stdout, encoding: 'utf8' },
    );
    if (imported.status !== 0) throw new Error(`podman import failed: ${imported.stderr}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Builds deploy/host/Containerfile from the host's bundle, on the stand-in base. */
export function buildHostImage() {
  ensureHostBuilt();
  const id = `${process.pid}-${Date.now()}`;
  const base = `localhost/norsecraft-node-base:${id}`;
  const image = `localhost/norsecraft-host:${id}`;
  buildNodeBase(base);
  podman([
    'build',
    '--quiet',
    '--build-arg',
    `NODE_IMAGE=${base}`,
    '-f',
    path.join(repoRoot, 'deploy/host/Containerfile'),
    '-t',
    image,
    path.join(repoRoot, 'shell/host/dist'),
  ]);
  const inspect = JSON.parse(podman(['image', 'inspect', image]))[0];
  return {
    image,
    user: inspect.Config.User as string,
    /** Bytes the image adds to its base: the host's bundle. */
    addedBytes: inspect.Size - JSON.parse(podman(['image', 'inspect', base]))[0].Size,
    remove: () => spawnSync(PODMAN, ['rmi', '--force', image, base], { encoding: 'utf8' }),
  };
}

/** Runs the image on the host's network with `env`, `mounts` read-only; returns its id. */
export function runHostContainer(
  image: string,
  env: Record<string, string>,
  mounts: Record<string, string> = {},
) {
  const id = podman([
    'run',
    '--detach',
    '--rm',
    ...RUN_FLAGS,
    '--network',
    'host',
    ...Object.entries(env).flatMap(([name, value]) => ['--env', `${name}=${value}`]),
    ...Object.entries(mounts).flatMap(([from, to]) => ['--volume', `${from}:${to}:ro`]),
    image,
  ]);
  return {
    id,
    logs: () => spawnSync(PODMAN, ['logs', id], { encoding: 'utf8' }).stdout,
    whoami: () => podman(['exec', id, 'node', '-p', 'process.getuid()']),
    stop: () => spawnSync(PODMAN, ['stop', '--time', '10', id], { encoding: 'utf8' }),
  };
}
