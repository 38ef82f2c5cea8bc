// The avatars bucket policies (migration 20261122000600): anyone reads; a signed-in user writes
// only avatars/{own id}.{jpg|jpeg|png|gif} inside the bucket, with overwrite.
import { stackUrl } from '../helpers';
import { createActors, type Actors } from './fixtures';

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

it('lets a user upload and replace their own avatar, readable by anyone', async () => {
  const path = `avatars/${actors.member.user.id}.png`;
  const bucket = actors.member.client.storage.from('avatars');
  expect((await bucket.upload(path, png(), { upsert: true })).error).toBeNull();
  expect((await bucket.upload(path, png(), { upsert: true })).error).toBeNull();

  const { data } = actors.anon.storage.from('avatars').getPublicUrl(path);
  expect(data.publicUrl).toBe(`${stackUrl()}/storage/v1/object/public/avatars/${path}`);
  const res = await fetch(data.publicUrl);
  expect(res.status).toBe(200);
  expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
});

it.each([
  ['another user’s path', (a: Actors) => `avatars/${a.other.user.id}.png`],
  ['a path outside avatars/', (a: Actors) => `${a.member.user.id}.png`],
  ['a nested path', (a: Actors) => `avatars/${a.member.user.id}/x.png`],
  ['another extension', (a: Actors) => `avatars/${a.member.user.id}.svg`],
])('refuses a member writing %s', async (_what, pathOf) => {
  const { error } = await actors.member.client.storage
    .from('avatars')
    .upload(pathOf(actors), png(), { upsert: true });
  expect(error?.message).toMatch(/row-level security/);
});

it('refuses anonymous uploads', async () => {
  const { error } = await actors.anon.storage
    .from('avatars')
    .upload(`avatars/${actors.member.user.id}.png`, png(), { upsert: true });
  expect(error?.message).toMatch(/row-level security/);
});
