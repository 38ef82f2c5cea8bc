// Which modules each page of a remote's release evaluates — so its HTML can preload the chunks
// holding them — learned once per release by a worker of its own (pool.learn), one remote at a
// time. A page waits for its remote's answer (every instance then writes the same HTML for it);
// a remote a visitor is waiting for is learned next.
import { SHELL, type Registry } from '../registry';
import type { RenderPool } from './pool';

type Modules = Record<string, string[]>;

/** Releases remembered at most. */
const KEPT = 32;

export function createPageModules({
  pool,
  registryUrl,
  log,
}: {
  pool: RenderPool;
  registryUrl: string;
  log: (event: Record<string, unknown>) => void;
}) {
  const learned = new Map<string, Promise<Modules>>();
  const waiting: { key: string; run: () => Promise<unknown> }[] = [];
  let active: Promise<unknown> | null = null;

  /** Starts the next learner once none runs. */
  function pump() {
    if (active) return;
    const item = waiting.shift();
    if (!item) return;
    active = item.run().finally(() => {
      active = null;
      pump();
    });
  }

  function learn(registry: Registry, name: string, key: string): Promise<Modules> {
    const entry = registry.apps[name]!;
    const patterns = (entry.pages ?? []).filter((page) => !page.guard).map((page) => page.path);
    return pool
      .learn({
        shellVersion: registry.apps[SHELL]!.version,
        remote: { name, version: entry.version },
        patterns: patterns.sort(),
        registry,
        registryUrl,
      })
      .catch((error: unknown) => {
        log({
          event: 'learn-failed',
          remote: key,
          error: String(error),
          effect: 'no chunk preloads',
        });
        return {};
      });
  }

  /** The modules of each page of `name`'s live release; `urgent`: a visitor waits for it. */
  function of(registry: Registry, name: string, { urgent = false } = {}): Promise<Modules> {
    const key = `${name}@${registry.apps[name]!.version}`;
    const queued = waiting.findIndex((item) => item.key === key);
    if (queued >= 0 && urgent) waiting.unshift(...waiting.splice(queued, 1));
    if (!learned.has(key)) {
      if (learned.size >= KEPT) learned.delete(learned.keys().next().value!);
      let run!: () => Promise<unknown>;
      learned.set(
        key,
        new Promise<Modules>((resolve) => {
          run = () => learn(registry, name, key).then(resolve);
        }),
      );
      if (urgent) waiting.unshift({ key, run });
      else waiting.push({ key, run });
      pump();
    }
    return learned.get(key)!;
  }

  return { of };
}
