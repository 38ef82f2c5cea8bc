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

  it('keeps the files of a state outside the bound, read again never, until the next state', async () => {
    const cache = createFileCache(20);
    const reads: string[] = [];
    const read = async (key: string) => {
      reads.push(key);
      return bytes(10);
    };
    await cache.keep(['entry', 'chunk', 'styles'], read);
    // Far more read since than the bound holds: the kept files are still there.
    for (const key of ['x', 'y', 'z', 'w']) await cache.get(key, () => read(key));
    const down = async () => {
      throw new Error('Storage is down');
    };
    for (const key of ['entry', 'chunk', 'styles'])
      expect(await cache.get(key, down)).toHaveLength(10);
    expect(reads.filter((key) => key === 'entry')).toHaveLength(1);

    // The next state: what it shares is not read again; what it dropped is an ordinary file.
    await cache.keep(['entry', 'chunk2'], read);
    expect(reads.filter((key) => key === 'entry')).toHaveLength(1);
    expect(cache.size()).toBeLessThanOrEqual(20);
  });

  it('keeps the former state when a file of the next one cannot be read', async () => {
    const cache = createFileCache(20);
    await cache.keep(['entry'], async () => bytes(10));
    await expect(
      cache.keep(['entry2'], async () => {
        throw new Error('Storage is down');
      }),
    ).rejects.toThrow('down');
    for (const key of ['x', 'y', 'z']) await cache.get(key, async () => bytes(10));
    expect(
      await cache.get('entry', async () => {
        throw new Error('read again');
      }),
    ).toHaveLength(10);
  });
});
