import { UPLOAD_FAILED } from '@norsecraft/shared';
import { signInAs, signOut } from '@norsecraft/shared/testing/stack';
import { getOwnProfile } from '../../../lib/own-profile';
import { uploadAvatar } from './upload-avatar';

afterEach(signOut);

// The smallest valid PNG: a 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

it('stores the image at avatars/{id} and points the profile at it, versioned', async () => {
  const id = await signInAs('member');
  const url = await uploadAvatar(id, new File([PNG], 'me.png', { type: 'image/png' }));
  expect(url).toMatch(new RegExp(`/avatars/avatars/${id}\\?v=\\d+$`));
  expect((await getOwnProfile(id)).avatar_url).toBe(url);
  const image = await fetch(url);
  expect(image.headers.get('content-type')).toBe('image/png');
});

it('says the one generic message when storage refuses the file', async () => {
  const id = await signInAs('member');
  const text = new File(['not an image'], 'me.txt', { type: 'text/plain' });
  await expect(uploadAvatar(id, text)).rejects.toThrow(UPLOAD_FAILED);
});
