// The production entry point (`node shell/host/dist/main.js`, README "The front door in
// production"): configured by the environment only; refuses to start without what it needs;
// SIGTERM (or SIGINT) drains it and exits.
import { ConfigError, readConfig } from './config';
import { startHost } from './host';
import { jsonLines } from './http/access-log';

const log = jsonLines();

try {
  const host = await startHost(readConfig(process.env), { log });
  // SIGTERM is the orchestrator's (a rolling deploy): drained as load balancers expect, with the
  // delay. Ctrl-C, or the script that started us gone, has no balancer to wait for.
  const stop = (signal: string, delay: boolean) => {
    log({ event: 'signal', signal });
    void host.close(delay ? {} : { delayMs: 0 }).then(() => process.exit(0));
  };
  process.once('SIGTERM', () => stop('SIGTERM', true));
  process.once('SIGINT', () => stop('SIGINT', false));
  // Started by a script that holds our stdin (host.mjs): when it is gone, so are we.
  if (process.env.HOST_EXIT_WITH_PARENT === '1') {
    process.stdin.on('close', () => stop('parent gone', false));
    process.stdin.resume();
  }
} catch (error) {
  const message = error instanceof ConfigError ? error.message : String(error);
  log({ event: 'start-failed', error: message });
  process.stderr.write(`norsecraft host: ${message}\n`);
  process.exit(1);
}
