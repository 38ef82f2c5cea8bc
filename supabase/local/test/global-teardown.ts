// Stops the stack started by global-setup.ts: SIGTERM lets it stop PostgREST and close the
// database cleanly; wait for the exit so Jest does not leave it running.
export default async function globalTeardown(): Promise<void> {
  const child = globalThis.__LOCAL_STACK__;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
