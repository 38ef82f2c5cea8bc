import { createFileCache } from './file-cache';

const bytes = (n: number) => Buffer.alloc(n);

describe('createFileCache', () => {
  it('reads a file once, shared by concurrent requests', async () => {
    const cache = createFileCache(100);
    let reads = 0;
    const read = async () => {
      reads += 1;
      return bytes(10);
    };
    await Promise.all([cache.get('a', read), cache.get('a', read), cache.get('a', read)]);
    await cache.get('a', read);
    expect(reads).toBe(1);
  });

  it('keeps at most its bound, dropping the least recently used', async () => {
    const cache = createFileCache(30);
    const reads: string[] = [];
    const read = (key: string) => async () => {
      reads.push(key);
      return bytes(10);
    };
    for (const key of ['a', 'b', 'c']) await cache.get(key, read(key));
    await cache.get('a', read('a'));
    await cache.get('d', read('d'));
    expect(cache.size()).toBe(30);
    await cache.get('a', read('a'));
    await cache.get('b', read('b'));
    expect(reads).toEqual(['a', 'b', 'c', 'd', 'b']);
  });

  it('does not keep a missing file or a failed read', async () => {
    const cache = createFileCache(30);
    expect(await cache.get('x', async () => null)).toBeNull();
    await expect(
      cache.get('y', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect(await cache.get('y', async () => bytes(1))).toHaveLength(1);
  });
});
