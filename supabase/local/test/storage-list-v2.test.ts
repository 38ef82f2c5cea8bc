// POST /storage/v1/object/list-v2/{bucket} (supabase-js listV2) as storage-api's listObjectsV2:
// objects under a prefix, folders at the next "/" with with_delimiter, pages with a cursor,
// under the bucket's policies.
import { randomUUID } from 'node:crypto';
import { anonClient, createTestUser, serviceClient } from './helpers.ts';

let bucket: string;
const names = ['a.txt', 'b/one.txt', 'b/two.txt', 'c.txt', 'd/e/deep.txt'];

beforeAll(async () => {
  bucket = `listv2-${randomUUID().slice(0, 8)}`;
  const { error } = await serviceClient().storage.createBucket(bucket, { public: false });
  if (error) throw error;
  const files = serviceClient().storage.from(bucket);
  for (const name of names) {
    const uploaded = await files.upload(`root/${name}`, name, { contentType: 'text/plain' });
    if (uploaded.error) throw uploaded.error;
  }
});

const files = () => serviceClient().storage.from(bucket);

it('lists every object under a prefix by name, without folders', async () => {
  const { data, error } = await files().listV2({ prefix: 'root/' });
  expect(error).toBeNull();
  expect(data).toMatchObject({ hasNext: false, folders: [] });
  expect(data!.objects.map((o) => o.name)).toEqual(names.map((n) => `root/${n}`));
  expect(data!.objects[0]).toMatchObject({
    id: expect.any(String),
    metadata: expect.objectContaining({ mimetype: 'text/plain', size: 5 }),
  });
});

it('groups at the next "/" with with_delimiter: folders with a trailing slash, objects with their key', async () => {
  const { data } = await files().listV2({ prefix: 'root/', with_delimiter: true });
  expect(data!.folders.map((f) => f.name)).toEqual(['root/b/', 'root/d/']);
  expect(data!.objects.map((o) => [o.key, o.name])).toEqual([
    ['a.txt', 'root/a.txt'],
    ['c.txt', 'root/c.txt'],
  ]);
});

it('pages with the cursor it hands out, in either order', async () => {
  const seen: string[] = [];
  let cursor: string | undefined;
  do {
    const { data, error } = await files().listV2({
      prefix: 'root/',
      limit: 2,
      cursor,
      sortBy: { column: 'name', order: 'desc' },
    });
    expect(error).toBeNull();
    seen.push(...data!.objects.map((o) => o.name));
    expect(data!.hasNext).toBe(data!.nextCursor !== undefined);
    cursor = data!.nextCursor;
  } while (cursor);
  expect(seen).toEqual(names.map((n) => `root/${n}`).reverse());
});

it('lists only what the caller may select, and refuses a bad limit', async () => {
  expect((await anonClient().storage.from(bucket).listV2({ prefix: 'root/' })).data).toEqual({
    hasNext: false,
    folders: [],
    objects: [],
  });
  const member = await createTestUser();
  expect((await member.client.storage.from('avatars').listV2()).data?.objects).toEqual([]);
  const bad = await files().listV2({ limit: 0 });
  expect(bad.error?.message).toBe('body/limit must be integer >= 1');
});
