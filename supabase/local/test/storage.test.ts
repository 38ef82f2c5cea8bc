// /storage/v1 against storage-api's behaviour (item 7): through supabase-js, plus raw fetch for
// statuses, bodies and headers.
import { randomUUID } from 'node:crypto';
import { StorageApiError } from '@supabase/supabase-js';
import {
  anonClient,
  anonKey,
  createTestUser,
  serviceClient,
  serviceRoleKey,
  stackUrl,
  withDb,
} from './helpers.ts';

const storageUrl = (path: string) => `${stackUrl()}/storage/v1${path}`;
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('fake-png-body')]);
const png = (bytes: Buffer = PNG) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

/** storage-api's error body, which supabase-js only partly passes on. */
async function errorOf(res: Response) {
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

const service = { apikey: serviceRoleKey(), authorization: `Bearer ${serviceRoleKey()}` };

let bucket: string;
beforeAll(async () => {
  bucket = `test-${randomUUID().slice(0, 8)}`;
  const { error } = await serviceClient().storage.createBucket(bucket, { public: true });
  if (error) throw error;
});

describe('objects', () => {
  it('keeps the Content-Type with its parameters, the cache-control and x-metadata', async () => {
    const files = serviceClient().storage.from(bucket);
    const path = `docs/${randomUUID()}.txt`;
    const uploaded = await files.upload(path, 'hej', {
      contentType: 'text/plain;charset=UTF-8',
      cacheControl: '120',
      metadata: { author: 'sif' },
    });
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toMatchObject({ path, fullPath: `${bucket}/${path}` });

    const served = await fetch(files.getPublicUrl(path).data.publicUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('text/plain;charset=UTF-8');
    expect(served.headers.get('cache-control')).toBe('max-age=120');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('access-control-allow-origin')).toBe('*');
    expect(served.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await served.text()).toBe('hej');

    const info = await files.info(path);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({
      name: path,
      bucketId: bucket,
      size: 3,
      contentType: 'text/plain;charset=UTF-8',
      cacheControl: 'max-age=120',
      metadata: { author: 'sif' },
    });

    const multipart = `docs/${randomUUID()}.png`;
    expect((await files.upload(multipart, png(), { cacheControl: '60' })).error).toBeNull();
    const head = await fetch(files.getPublicUrl(multipart).data.publicUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
    expect(head.headers.get('cache-control')).toBe('max-age=60');
    expect(head.headers.get('content-length')).toBe(String(PNG.length));
    expect(await head.text()).toBe('');
    expect((await files.exists(multipart)).data).toBe(true);
    expect((await files.exists('docs/missing.png')).data).toBe(false);
  });

  it('serves text/html as text/plain, ranges, conditional requests and downloads', async () => {
    const files = serviceClient().storage.from(bucket);
    const path = `${randomUUID()}.html`;
    await files.upload(path, '<script>alert(1)</script>', { contentType: 'text/html' });
    const url = files.getPublicUrl(path).data.publicUrl;
    const page = await fetch(url);
    expect(page.headers.get('content-type')).toBe('text/plain');
    const etag = page.headers.get('etag')!;
    expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const range = await fetch(url, { headers: { range: 'bytes=0-7' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe('bytes 0-7/25');
    expect(await range.text()).toBe('<script>');
    const download = await fetch(`${url}?download=page.html`);
    expect(download.headers.get('content-disposition')).toBe(
      "attachment; filename=page.html; filename*=UTF-8''page.html",
    );
  });

  it("answers storage-api's error codes, HTTP 400 with the real status in the body", async () => {
    const files = serviceClient().storage.from(bucket);
    const missingBucket = await errorOf(
      await fetch(storageUrl('/object/public/no-such-bucket/x.png')),
    );
    expect(missingBucket).toEqual({
      status: 400,
      body: {
        statusCode: '404',
        code: 'NoSuchBucket',
        error: 'Bucket not found',
        message: 'Bucket not found',
      },
    });
    const missingKey = await errorOf(
      await fetch(storageUrl(`/object/public/${bucket}/nothing.png`)),
    );
    expect(missingKey).toEqual({
      status: 400,
      body: {
        statusCode: '404',
        code: 'NoSuchKey',
        error: 'not_found',
        message: 'Object not found',
      },
    });

    const path = `${randomUUID()}.txt`;
    await files.upload(path, 'one');
    const duplicate = await files.upload(path, 'two');
    expect(duplicate.error).toBeInstanceOf(StorageApiError);
    expect(duplicate.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect((await files.upload(path, 'two', { upsert: true })).error).toBeNull();

    const download = await files.download('nothing.txt');
    expect(download.error).toMatchObject({ status: 400 });
    const unknownRoute = await fetch(storageUrl('/no-such-route'), { headers: service });
    expect(unknownRoute.status).toBe(404);
    expect(await unknownRoute.json()).toMatchObject({ statusCode: '404', code: 'InvalidRequest' });
  });

  it("checks uploads only against the bucket's size and declared MIME types, as hosted does", async () => {
    const limited = `limited-${randomUUID().slice(0, 8)}`;
    const admin = serviceClient().storage;
    expect(
      (
        await admin.createBucket(limited, {
          public: false,
          fileSizeLimit: '1KB',
          allowedMimeTypes: ['image/*'],
        })
      ).error,
    ).toBeNull();
    const raw = (body: BodyInit, type: string) =>
      fetch(storageUrl(`/object/${limited}/${randomUUID()}`), {
        method: 'POST',
        headers: { ...service, 'content-type': type },
        body,
      });
    expect(await errorOf(await raw('x'.repeat(2000), 'image/png'))).toEqual({
      status: 400,
      body: {
        statusCode: '413',
        code: 'EntityTooLarge',
        error: 'Payload too large',
        message: 'The object exceeded the maximum allowed size',
      },
    });
    expect(await errorOf(await raw('hello', 'text/plain'))).toEqual({
      status: 400,
      body: {
        statusCode: '415',
        code: 'InvalidMimeType',
        error: 'invalid_mime_type',
        message: 'mime type text/plain is not supported',
      },
    });
    // No sniffing: bytes that are no image under a declared image type are stored.
    expect((await raw('<svg onload=alert(1)>', 'image/png')).status).toBe(200);
  });

  it('lists folders and files under a prefix, moves and copies', async () => {
    const files = serviceClient().storage.from(bucket);
    const root = `tree-${randomUUID().slice(0, 8)}`;
    for (const name of ['a.txt', 'b.txt', 'sub/c.txt']) await files.upload(`${root}/${name}`, name);
    const listed = await files.list(root);
    expect(listed.error).toBeNull();
    expect(listed.data?.map((e) => [e.name, e.id === null])).toEqual([
      ['sub', true],
      ['a.txt', false],
      ['b.txt', false],
    ]);
    expect((await files.list(root, { search: 'b' })).data?.map((e) => e.name)).toEqual(['b.txt']);

    expect((await files.move(`${root}/a.txt`, `${root}/moved.txt`)).error).toBeNull();
    expect((await files.exists(`${root}/a.txt`)).data).toBe(false);
    expect(await (await files.download(`${root}/moved.txt`)).data?.text()).toBe('a.txt');
    const copied = await files.copy(`${root}/b.txt`, `${root}/copy.txt`);
    expect(copied.error).toBeNull();
    expect(await (await files.download(`${root}/copy.txt`)).data?.text()).toBe('b.txt');

    const removed = await files.remove([`${root}/moved.txt`, `${root}/copy.txt`]);
    expect(removed.data?.map((o) => o.name).sort()).toEqual([
      `${root}/copy.txt`,
      `${root}/moved.txt`,
    ]);
  });

  it('signs URLs that serve the object and refuses tampered or other paths', async () => {
    const privateBucket = `private-${randomUUID().slice(0, 8)}`;
    await serviceClient().storage.createBucket(privateBucket, { public: false });
    const files = serviceClient().storage.from(privateBucket);
    await files.upload('secret.txt', 'psst');
    expect((await fetch(storageUrl(`/object/public/${privateBucket}/secret.txt`))).status).toBe(
      400,
    );

    const signed = await files.createSignedUrl('secret.txt', 60);
    expect(signed.error).toBeNull();
    const served = await fetch(signed.data!.signedUrl);
    expect(served.status).toBe(200);
    expect(await served.text()).toBe('psst');
    const tampered = await fetch(signed.data!.signedUrl.replace('secret.txt', 'other.txt'));
    expect(await errorOf(tampered)).toMatchObject({
      status: 400,
      body: { code: 'InvalidSignature' },
    });

    const many = await files.createSignedUrls(['secret.txt', 'missing.txt'], 60);
    expect(many.data?.map((s) => [s.path, s.error])).toEqual([
      ['secret.txt', null],
      ['missing.txt', 'Either the object does not exist or you do not have access to it'],
    ]);

    const upload = await files.createSignedUploadUrl('dropped.txt');
    expect(upload.error).toBeNull();
    expect(
      (
        await anonClient()
          .storage.from(privateBucket)
          .uploadToSignedUrl('dropped.txt', upload.data!.token, 'drop')
      ).error,
    ).toBeNull();
    expect(await (await files.download('dropped.txt')).data?.text()).toBe('drop');
  });
});

describe('buckets', () => {
  it('creates, reads, updates, empties and deletes buckets', async () => {
    const admin = serviceClient().storage;
    const id = `crud-${randomUUID().slice(0, 8)}`;
    expect((await admin.createBucket(id, { public: false, fileSizeLimit: 1024 })).data).toEqual({
      name: id,
    });
    expect((await admin.getBucket(id)).data).toMatchObject({
      id,
      name: id,
      public: false,
      file_size_limit: 1024,
    });
    expect((await admin.listBuckets()).data?.some((b) => b.id === id)).toBe(true);
    expect((await admin.updateBucket(id, { public: true })).error).toBeNull();
    expect((await admin.getBucket(id)).data?.public).toBe(true);

    const again = await fetch(storageUrl('/bucket'), {
      method: 'POST',
      headers: { ...service, 'content-type': 'application/json' },
      body: JSON.stringify({ name: id }),
    });
    expect(await errorOf(again)).toEqual({
      status: 400,
      body: {
        statusCode: '409',
        code: 'BucketAlreadyExists',
        error: 'Duplicate',
        message: 'The resource already exists',
      },
    });

    await admin.from(id).upload('x.txt', 'x');
    const notEmpty = await admin.deleteBucket(id);
    expect(notEmpty.error?.message).toBe('The bucket you tried to delete is not empty');
    expect((await admin.emptyBucket(id)).error).toBeNull();
    expect((await admin.deleteBucket(id)).error).toBeNull();
    expect((await admin.getBucket(id)).error?.message).toBe('Bucket not found');
  });

  it('lets storage policies decide for API roles (anon cannot create buckets)', async () => {
    const denied = await anonClient().storage.createBucket(`anon-${randomUUID().slice(0, 8)}`);
    expect(denied.error?.message).toBe('new row violates row-level security policy');
  });
});

describe('avatars bucket (RLS)', () => {
  it('lets a member write only their own avatar path and anonymous callers none', async () => {
    const { client, user } = await createTestUser();
    const victim = await createTestUser();
    const mine = await client.storage
      .from('avatars')
      .upload(`avatars/${user.id}`, png(), { upsert: true });
    expect(mine.error).toBeNull();
    const other = await client.storage.from('avatars').upload(`avatars/${victim.user.id}`, png());
    expect(other.error?.message).toBe('new row violates row-level security policy');
    const anon = await anonClient()
      .storage.from('avatars')
      .upload(`avatars/${victim.user.id}`, png());
    expect(anon.error?.message).toBe('new row violates row-level security policy');
    const raw = await fetch(storageUrl(`/object/avatars/avatars/${victim.user.id}`), {
      method: 'POST',
      headers: {
        apikey: anonKey(),
        authorization: `Bearer ${anonKey()}`,
        'content-type': 'image/png',
      },
      body: new Uint8Array(PNG),
    });
    expect(await errorOf(raw)).toMatchObject({
      status: 400,
      body: { statusCode: '403', code: 'AccessDenied', error: 'Unauthorized' },
    });
  });

  it('refuses a direct DELETE on storage.objects, as the hosted trigger does', async () => {
    const error = await withDb((db) =>
      db.query("delete from storage.objects where bucket_id = 'avatars'").then(
        () => null,
        (e: Error) => e.message,
      ),
    );
    expect(error).toBe(
      'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
    );
  });
});
