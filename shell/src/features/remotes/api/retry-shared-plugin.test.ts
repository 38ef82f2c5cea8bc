import { createInstance } from '@module-federation/enhanced/runtime';
import { retrySharedPlugin } from './retry-shared-plugin';

/** A federation host sharing one package whose code fails to load the first time (offline). */
function hostWithFlakyShare(name: string, plugins: ReturnType<typeof retrySharedPlugin>[]) {
  const loads = { count: 0 };
  const instance = createInstance({
    name,
    remotes: [],
    plugins,
    shared: {
      lib: {
        version: '1.0.0',
        scope: 'default',
        shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
        get: () => {
          loads.count += 1;
          return loads.count === 1
            ? Promise.reject(new Error('Loading chunk failed'))
            : Promise.resolve(() => 'the package');
        },
      },
    },
  });
  const load = async () => {
    const factory = await instance.loadShare<string>('lib');
    return factory ? factory() : factory;
  };
  return { load, loads };
}

describe('retrySharedPlugin', () => {
  it('loads a shared package again after a failed load', async () => {
    const { load, loads } = hostWithFlakyShare('host_with_retry', [retrySharedPlugin()]);
    await expect(load()).rejects.toThrow('Loading chunk failed');
    await expect(load()).resolves.toBe('the package');
    expect(loads.count).toBe(2);
    // Loaded, it stays loaded.
    await expect(load()).resolves.toBe('the package');
    expect(loads.count).toBe(2);
  });

  it('is needed: without it the runtime replays the first failure', async () => {
    const { load, loads } = hostWithFlakyShare('host_without_retry', []);
    await expect(load()).rejects.toThrow('Loading chunk failed');
    await expect(load()).rejects.toThrow('Loading chunk failed');
    expect(loads.count).toBe(1);
  });
});
