// The canary in a process of its own, started by `gate.warmUp()`: the candidate's code runs
// here (its server build in the page renderer, its browser build in Chromium), so this process
// gets none of the release's credentials — an environment of allowed names only, and the
// target read through its public URLs (storage) or its files (directory). What a hostile
// candidate could do from here: README "Shipping a remote".
// Protocol (IPC): the parent sends { type: 'check', app, distDir, release } once the candidate
// is built, this process answers { type: 'log', line }… then { type: 'done', problems }.
// The release's own process loads none of the canary's code (Playwright, supabase-js): it starts
// this process before it starts the build, and that import would hold both up.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Environment names the canary keeps: what Node, the browser and the local stack need. */
const ALLOWED_ENV =
  /^(PATH|HOME|TMPDIR|TEMP|TMP|LANG|LC_ALL|TZ|CI|NODE_OPTIONS|DATABASE_URL|PLAYWRIGHT_BROWSERS_PATH|NORSECRAFT_SITE_URL|CANARY_[A-Z_]+)$/;

export const canaryEnv = (env = process.env) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => ALLOWED_ENV.test(name)));

/** Starts the canary's process, which warms up at once; `check` runs it on a built candidate. */
export function startCanaryProcess(target) {
  const child = fork(fileURLToPath(import.meta.url), [JSON.stringify(target.spec)], {
    env: canaryEnv(),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    check({ app, distDir, release, log = () => {} }) {
      return new Promise((resolve, reject) => {
        child.on('message', (message) => {
          if (message.type === 'log') log(message.line);
          else if (message.type === 'done') resolve(message.problems);
        });
        exited.then((code) => reject(new Error(`the canary process exited (code ${code})`)));
        child.send({ type: 'check', app, distDir, release });
      });
    },
    async close() {
      if (child.exitCode === null) child.send({ type: 'close' });
      await exited;
    },
  };
}

/** Runs in the child. */
async function main(spec) {
  const [{ runCanary, warmUpCanary }, { dirTarget }, { storageReadTarget }] = await Promise.all([
    import('./canary.mjs'),
    import('./dir-target.mjs'),
    import('./storage-target.mjs'),
  ]);
  const target = spec.kind === 'storage' ? storageReadTarget(spec) : dirTarget(spec.root);
  const warm = warmUpCanary();
  const stop = async () => {
    await warm.close();
    process.exit(0);
  };
  // The release ended (or was killed), or this process is told to stop: its stack and browser
  // go with it.
  process.once('disconnect', stop);
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.on('message', async (message) => {
    if (message.type === 'close') await stop();
    if (message.type !== 'check') return;
    const problems = await runCanary({
      target,
      app: message.app,
      distDir: message.distDir,
      release: message.release,
      warm,
      log: (line) => process.send({ type: 'log', line }),
    }).catch((error) => [error.message]);
    process.send({ type: 'done', problems });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) void main(JSON.parse(process.argv[2]));
