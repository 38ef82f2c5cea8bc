// The site-releases bucket (migrations 20261123020100, 20261126010000): only the service role
// writes it, and only with the types the release tool uploads a release's files with.
import { randomUUID } from 'node:crypto';
import { contentTypeOf } from '../../../../scripts/lib/static-server.mjs';
import { serviceClient } from '../helpers';
import { createActors, type Actors } from './fixtures';

/** Every kind of file `pnpm build` puts in an app's dist (and so in its release). */
const RELEASE_FILES = [
  'static/js/main.js',
  'mf-manifest.json',
  'standalone/index.html',
  'static/js/vendor.js.LICENSE.txt',
  'static/image/icon.png',
  'static/image/art.webp',
  'static/image/art.avif',
  'static/font/norse.woff2',
  'server/render.cjs',
  // The shell's icon set (an SVG icon goes as a download: the bucket refuses image/svg+xml).
  'favicon.ico',
  'site.webmanifest',
];

let actors: Actors;
beforeAll(async () => {
  actors = await createActors();
});

const bucketTypes = async () => {
  const { data, error } = await serviceClient().storage.getBucket('site-releases');
  if (error) throw error;
  return data.allowed_mime_types;
};

it('allows exactly the types of a release', async () => {
  const types = new Set(RELEASE_FILES.map((file) => contentTypeOf(file)));
  expect([...((await bucketTypes()) ?? [])].sort()).toEqual([...types].sort());
  const files = serviceClient().storage.from('site-releases');
  const prefix = `test-${randomUUID()}`;
  for (const file of RELEASE_FILES) {
    const { error } = await files.upload(`${prefix}/${file}`, 'x', {
      contentType: contentTypeOf(file),
    });
    expect({ file, error }).toEqual({ file, error: null });
  }
  expect((await files.remove(RELEASE_FILES.map((file) => `${prefix}/${file}`))).error).toBeNull();
});

it('refuses types a browser would run or render from the storage origin', async () => {
  const files = serviceClient().storage.from('site-releases');
  for (const contentType of [
    'image/svg+xml',
    'application/xhtml+xml',
    'text/javascript',
    'application/javascript',
    'text/xml',
  ]) {
    const { error } = await files.upload(`test-${randomUUID()}/x`, 'x', { contentType });
    expect({ contentType, message: error?.message }).toEqual({
      contentType,
      message: `mime type ${contentType} is not supported`,
    });
  }
});

it('lets no API role but the service role write it', async () => {
  for (const client of [actors.anon, actors.member.client, actors.admin.client]) {
    const { error } = await client.storage
      .from('site-releases')
      .upload(`mfe_games/${randomUUID()}.js`, 'alert(1)', {
        contentType: 'text/javascript; charset=utf-8',
        upsert: true,
      });
    expect(error?.message).toBe('new row violates row-level security policy');
  }
});
