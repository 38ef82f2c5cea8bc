// The avatars bucket policies (migrations 20261122000600, 20261123000400, 20261126010000):
// anyone reads an avatar by its public URL, only its owner lists it; a
// signed-in user writes exactly one object, avatars/{own id}, replaced on every upload. Served
// objects never get content-sniffed.
import { createTestUser, serviceClient, stackUrl } from '../helpers';
import { createActors, must, type Actors } from './fixtures';

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const png = () => new Blob([PNG], { type: 'image/png' });
let actors: Actors;

beforeAll(async () => {
  actors = await createActors();
});

const publicUrl = (name: string) =>
  `${stackUrl()}/storage/v1/object/public/avatars/${name.split('/').map(encodeURIComponent).join('/')}`;

/** 200, or the status storage-api reports in its error body (it answers "not found" as a 400). */
async function storageStatus(res: Response): Promise<number> {
  if (res.ok) return res.status;
  return Number(((await res.json()) as { statusCode: string }).statusCode);
}

it('lets a user upload and replace their one avatar, readable by anyone, never sniffed', async () => {
  const path = `avatars/${actors.member.user.id}`;
  const bucket = actors.member.client.storage.from('avatars');
  expect((await bucket.upload(path, png(), { upsert: true })).error).toBeNull();
  expect((await bucket.upload(path, png(), { upsert: true })).error).toBeNull();

  const { data } = actors.anon.storage.from('avatars').getPublicUrl(path);
  expect(data.publicUrl).toBe(`${stackUrl()}/storage/v1/object/public/avatars/${path}`);
  const res = await fetch(data.publicUrl);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);

  const missing = await fetch(`${data.publicUrl}-missing`);
  expect(await storageStatus(missing)).toBe(404);
  expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
});

it("lists to a member only their own avatar and to anon nothing (it would reveal members' ids)", async () => {
  const owner = await createTestUser();
  const own = `avatars/${owner.user.id}`;
  const bucket = owner.client.storage.from('avatars');
  expect((await bucket.upload(own, png(), { upsert: true })).error).toBeNull();
  expect((await actors.anon.storage.from('avatars').list('avatars')).data).toEqual([]);
  const listed = await bucket.list('avatars');
  expect(listed.data?.map((o) => o.name)).toEqual([owner.user.id]);
  // The public URL still serves it to anyone.
  expect(await storageStatus(await fetch(publicUrl(own)))).toBe(200);
});

it('refuses every other name: one object per user, whatever the case or extension', async () => {
  const id = actors.member.user.id;
  const names = [
    `avatars/${id}.png`,
    `avatars/${id}.PNG`,
    `avatars/${id}.Png`,
    `avatars/${id}.jpeg`,
    `avatars/${id.toUpperCase()}`,
    `Avatars/${id}`,
    `avatars/${id}/x.png`,
    `${id}`,
    `avatars/${actors.other.user.id}`,
  ];
  for (const name of names) {
    const { error } = await actors.member.client.storage
      .from('avatars')
      .upload(name, png(), { upsert: true });
    expect({ name, message: error?.message }).toEqual({
      name,
      message: 'new row violates row-level security policy',
    });
  }
  // Nothing was stored under any of them.
  for (const name of names)
    expect({ name, status: await storageStatus(await fetch(publicUrl(name))) }).toEqual({
      name,
      status: 404,
    });
});

it('refuses anonymous uploads', async () => {
  const { error } = await actors.anon.storage
    .from('avatars')
    .upload(`avatars/${actors.member.user.id}`, png(), { upsert: true });
  expect(error?.message).toMatch(/row-level security/);
});

it("refuses a deleted account's still valid token", async () => {
  const gone = await createTestUser();
  must(await serviceClient().from('users').delete().eq('id', gone.user.id), 'delete user');
  const { error } = await gone.client.storage
    .from('avatars')
    .upload(`avatars/${gone.user.id}`, png(), { upsert: true });
  expect(error?.message).toBe('new row violates row-level security policy');
  expect(await storageStatus(await fetch(publicUrl(`avatars/${gone.user.id}`)))).toBe(404);
});
