import { onlineManager } from '@tanstack/react-query';
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
