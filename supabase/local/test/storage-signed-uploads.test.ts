// Signed upload URLs as storage-api builds them (getSignedUploadURL, uploadSignedObject): minting
// tries the caller's own write under the bucket's policies; the upload runs as that caller and
// records them as owner; a URL works once; a token signed for downloads never uploads.
import { randomUUID } from 'node:crypto';
import {
  anonClient,
  anonKey,
  createTestUser,
  serviceClient,
  serviceRoleKey,
  stackUrl,
  withDb,
  type TestUser,
} from './helpers.ts';

const storageUrl = (path: string) => `${stackUrl()}/storage/v1${path}`;
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('fake-png-body')]);

/** POST /object/upload/sign as `token`: the answer's status and body. */
async function mint(token: string, bucket: string, name: string, upsert = false) {
  const res = await fetch(storageUrl(`/object/upload/sign/${bucket}/${name}`), {
    method: 'POST',
    headers: {
      apikey: anonKey(),
      authorization: `Bearer ${token}`,
      ...(upsert ? { 'x-upsert': 'true' } : {}),
    },
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

/** PUT with the signed token, without any key of the uploader's own (as a browser would). */
async function putSigned(bucket: string, name: string, token: string, type = 'image/png') {
  const res = await fetch(
    storageUrl(`/object/upload/sign/${bucket}/${name}?token=${encodeURIComponent(token)}`),
    { method: 'PUT', headers: { apikey: anonKey(), 'content-type': type }, body: PNG },
  );
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

async function accessTokenOf(user: TestUser): Promise<string> {
  const { data } = await user.client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session.access_token;
}

const ownerOf = (bucket: string, name: string) =>
  withDb(async (db) => {
    const { rows } = await db.query<{ owner_id: string | null }>(
      'select owner_id from storage.objects where bucket_id = $1 and name = $2',
      [bucket, name],
    );
    return rows[0]?.owner_id;
  });

const DENIED = {
  statusCode: '403',
  code: 'AccessDenied',
  error: 'Unauthorized',
  message: 'new row violates row-level security policy',
};

describe('minting a signed upload URL', () => {
  it("refuses anon and members a URL for someone else's avatar", async () => {
    const victim = await createTestUser();
    const member = await createTestUser();
    const path = `avatars/${victim.user.id}`;
    expect(await mint(anonKey(), 'avatars', path, true)).toEqual({ status: 400, body: DENIED });
    expect(await mint(await accessTokenOf(member), 'avatars', path, true)).toEqual({
      status: 400,
      body: DENIED,
    });
    expect(await mint(await accessTokenOf(member), 'avatars', path)).toEqual({
      status: 400,
      body: DENIED,
    });
  });

  it('refuses API roles a URL into site-releases; the service role gets one', async () => {
    const member = await createTestUser();
    for (const token of [anonKey(), await accessTokenOf(member)]) {
      expect(await mint(token, 'site-releases', 'mfe_games/evil.js', true)).toMatchObject({
        status: 400,
        body: { code: 'AccessDenied' },
      });
    }
    const granted = await mint(serviceRoleKey(), 'site-releases', `probe-${randomUUID()}.json`);
    expect(granted.status).toBe(200);
    expect(typeof granted.body.token).toBe('string');
  });

  it('mints nothing for a deleted account whose token still verifies', async () => {
    const gone = await createTestUser();
    const token = await accessTokenOf(gone);
    await withDb((db) => db.query('delete from auth.users where id = $1', [gone.user.id]));
    // Whatever the bucket's policies say: this one lets any signed-in user write.
    const bucket = `open-${randomUUID().slice(0, 8)}`;
    expect((await serviceClient().storage.createBucket(bucket)).error).toBeNull();
    await withDb((db) =>
      db.query(
        `create policy "${bucket}: anyone signed in writes" on storage.objects
         for insert to authenticated with check (bucket_id = '${bucket}')`,
      ),
    );
    for (const [where, name] of [
      ['avatars', `avatars/${gone.user.id}`],
      [bucket, 'file.png'],
    ] as const) {
      expect(await mint(token, where, name, true)).toEqual({
        status: 400,
        body: {
          statusCode: '403',
          code: 'AccessDenied',
          error: 'Unauthorized',
          message: 'The account that signed this request no longer exists',
        },
      });
    }
  });
});

describe('uploading through a signed URL', () => {
  it('runs as the member who signed it, records them as owner, and works once', async () => {
    const member = await createTestUser();
    const path = `avatars/${member.user.id}`;
    const { data, error } = await member.client.storage
      .from('avatars')
      .createSignedUploadUrl(path, { upsert: true });
    expect(error).toBeNull();

    const first = await anonClient()
      .storage.from('avatars')
      .uploadToSignedUrl(path, data!.token, new Blob([PNG], { type: 'image/png' }));
    expect(first.error).toBeNull();
    expect(await ownerOf('avatars', path)).toBe(member.user.id);

    expect(await putSigned('avatars', path, data!.token)).toEqual({
      status: 400,
      body: {
        statusCode: '400',
        code: 'InvalidSignature',
        error: 'InvalidSignature',
        message: 'The signed upload URL has already been used',
      },
    });
  });

  it('keeps a URL whose upload was refused usable once', async () => {
    const member = await createTestUser();
    const path = `avatars/${member.user.id}`;
    const { token } = (await mint(await accessTokenOf(member), 'avatars', path, true)).body;
    expect((await putSigned('avatars', path, token!, 'image/svg+xml')).body.code).toBe(
      'InvalidMimeType',
    );
    expect((await putSigned('avatars', path, token!)).status).toBe(200);
  });

  it("refuses the upload once the signer's account is gone", async () => {
    const gone = await createTestUser();
    const path = `avatars/${gone.user.id}`;
    const { token } = (await mint(await accessTokenOf(gone), 'avatars', path, true)).body;
    await withDb((db) => db.query('delete from auth.users where id = $1', [gone.user.id]));
    expect((await putSigned('avatars', path, token!)).body).toMatchObject({
      code: 'AccessDenied',
      message: 'The account that signed this request no longer exists',
    });
    expect(await ownerOf('avatars', path)).toBeUndefined();
  });

  it('never takes a download token for an upload, nor an upload token for a download', async () => {
    const bucket = `scoped-${randomUUID().slice(0, 8)}`;
    const files = serviceClient().storage.from(bucket);
    expect((await serviceClient().storage.createBucket(bucket, { public: false })).error).toBe(
      null,
    );
    expect((await files.upload('a.png', PNG, { contentType: 'image/png' })).error).toBeNull();
    const download = await files.createSignedUrl('a.png', 60);
    const downloadToken = new URL(download.data!.signedUrl).searchParams.get('token');
    expect((await putSigned(bucket, 'a.png', downloadToken!)).body.message).toBe(
      'Token is not scoped for upload',
    );

    const upload = await files.createSignedUploadUrl('b.png');
    const res = await fetch(storageUrl(`/object/sign/${bucket}/b.png?token=${upload.data!.token}`));
    expect(((await res.json()) as { message: string }).message).toBe(
      'Token is not scoped for download',
    );
  });
});
