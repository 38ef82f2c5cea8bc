import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

afterEach(() => onlineManager.setOnline(true));

it('runs a write while the browser is offline, so its failure can be said', async () => {
  onlineManager.setOnline(false);
  const client = createQueryClient();
  const failure = new TypeError('Failed to fetch');
  const write = client
    .getMutationCache()
    .build(client, { mutationFn: () => Promise.reject(failure) })
    .execute(undefined);
  await expect(write).rejects.toBe(failure);
});

it('runs a read while the browser is offline instead of pausing it', async () => {
  onlineManager.setOnline(false);
  const client = createQueryClient();
  const failure = new TypeError('Failed to fetch');
  await expect(
    client.fetchQuery({ queryKey: ['offline'], queryFn: () => Promise.reject(failure) }),
  ).rejects.toBe(failure);
});

it('reads again, when the connection returns, what failed to load while offline', async () => {
  const client = createQueryClient();
  client.mount();
  let calls = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['back-online'],
    queryFn: async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return 'the data';
    },
  });
  const settled = (status: 'error' | 'success') =>
    new Promise<void>((resolve) => {
      const stop = observer.subscribe((result) => {
        if (result.status === status && result.fetchStatus === 'idle') {
          stop();
          resolve();
        }
      });
    });
  const keepObserved = observer.subscribe(() => {});
  await settled('error');
  onlineManager.setOnline(false);
  const loaded = settled('success');
  onlineManager.setOnline(true);
  await loaded;
  expect(observer.getCurrentResult().data).toBe('the data');
  expect(calls).toBe(2);
  keepObserved();
  client.unmount();
});
