export const AVATAR_BUCKET = 'avatars';

/**
 * Object name inside the avatars bucket: `avatars/{userId}`, one object per user whatever the
 * file's type (its Content-Type says which image it is). The storage policy
 * (supabase/migrations/20261123000400_avatar_fixed_path.sql) lets a user write exactly this name,
 * so a member cannot keep many 5 MB objects under varied names (a name per extension,
 * `{userId}.{ext}`, would allow that).
 */
export function avatarObjectPath(userId: string): string {
  return `${AVATAR_BUCKET}/${userId}`;
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
