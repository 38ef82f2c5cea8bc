import { anonClient, createTestUser, stackUrl } from './helpers.ts';

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a', 'hex'),
  Buffer.from('0000000d49484452fake-png-body'),
]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00fake-gif-body', 'binary');
const png = (bytes: Buffer = PNG) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

describe('storage: avatars bucket', () => {
  it('uploads to the own path, serves it publicly, and upserts only with x-upsert', async () => {
    const { client, user } = await createTestUser();
    const path = `avatars/${user.id}`;
    const avatars = client.storage.from('avatars');

    const first = await avatars.upload(path, png());
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ path, fullPath: `avatars/${path}` });

    const publicUrl = avatars.getPublicUrl(path).data.publicUrl;
    expect(publicUrl).toBe(`${stackUrl()}/storage/v1/object/public/avatars/${path}`);
    const served = await fetch(publicUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('max-age=3600');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const duplicate = await avatars.upload(path, png());
    expect(duplicate.error?.message).toBe('The resource already exists');

    const replaced = Buffer.concat([PNG, Buffer.from('-v2')]);
    expect((await avatars.upload(path, png(replaced), { upsert: true })).error).toBeNull();
    expect(Buffer.from(await (await fetch(publicUrl)).arrayBuffer()).equals(replaced)).toBe(true);

    // A raw (non-multipart) body with its own content type works too.
    expect(
      (await avatars.upload(path, GIF, { contentType: 'image/gif', upsert: true })).error,
    ).toBeNull();
    const downloaded = await avatars.download(path);
    expect(downloaded.error).toBeNull();
    expect(Buffer.from(await downloaded.data!.arrayBuffer()).equals(GIF)).toBe(true);
  });

  it("refuses another user's path and anonymous uploads (storage policies)", async () => {
    const { client } = await createTestUser();
    const victim = await createTestUser();
    const other = await client.storage.from('avatars').upload(`avatars/${victim.user.id}`, png());
    expect(other.error?.message).toBe('new row violates row-level security policy');
    const anon = await anonClient()
      .storage.from('avatars')
      .upload(`avatars/${victim.user.id}`, png());
    expect(anon.error?.message).toBe('new row violates row-level security policy');
  });

  it('enforces the size limit, allowed MIME types and real image content', async () => {
    const { client, user } = await createTestUser();
    const avatars = client.storage.from('avatars');
    const path = `avatars/${user.id}`;

    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await avatars.upload(path, png(big))).error?.message).toBe(
      'The object exceeded the maximum allowed size',
    );

    const text = new Blob(['hello'], { type: 'text/plain' });
    expect((await avatars.upload(path, text)).error?.message).toBe(
      'mime type text/plain is not supported',
    );

    // Claims PNG, is not: refused although the type is allowed.
    const lying = new Blob(['<script>alert(1)</script>'], { type: 'image/png' });
    expect((await avatars.upload(path, lying)).error?.message).toBe(
      'file content does not match mime type image/png',
    );
    // Claims PNG, is a GIF.
    expect((await avatars.upload(path, GIF, { contentType: 'image/png' })).error?.message).toBe(
      'file content does not match mime type image/png',
    );

    const missing = await fetch(
      `${stackUrl()}/storage/v1/object/public/avatars/avatars/${user.id}`,
    );
    expect(missing.status).toBe(404);
  });

  it('removes an own object', async () => {
    const { client, user } = await createTestUser();
    const path = `avatars/${user.id}`;
    const avatars = client.storage.from('avatars');
    expect((await avatars.upload(path, png())).error).toBeNull();
    const removed = await avatars.remove([path]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((o) => o.name)).toEqual([path]);
    expect((await fetch(avatars.getPublicUrl(path).data.publicUrl)).status).toBe(404);
  });
});
