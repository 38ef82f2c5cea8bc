import { fileExtension } from './avatar-file';

export const AVATAR_BUCKET = 'avatars';

/**
 * Object name inside the avatars bucket: `avatars/{userId}.{ext}` (spec section 7). The storage
 * policy (supabase/migrations/*_avatars_storage.sql) lets a user write exactly this name only.
 */
export function avatarObjectPath(userId: string, fileName: string): string {
  return `${AVATAR_BUCKET}/${userId}.${fileExtension(fileName)}`;
}

/**
 * Re-uploading keeps the same public URL, so browsers would keep showing the cached old image.
 * A version query makes the saved URL change with every upload.
 */
export function versionedUrl(url: string, version: number | string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('v', String(version));
  return parsed.toString();
}
