import { supabase, UPLOAD_FAILED } from '@norsecraft/shared';
import { AVATAR_BUCKET, avatarObjectPath, versionedUrl } from '../lib/avatar-path';

/**
 * Uploads (replacing) the user's one avatar, then points their profile at its public URL. Resolves
 * to the URL saved. Any failure rejects with one generic message
 * (docs/product/account.md#settings): the server's reasons (policy, MIME type, size) are not shown
 * to the user.
 */
export async function uploadAvatar(userId: string, file: File): Promise<string> {
  const path = avatarObjectPath(userId);
  const bucket = supabase.storage.from(AVATAR_BUCKET);
  const { error: uploadError } = await bucket.upload(path, file, {
    upsert: true,
    contentType: file.type,
  });
  if (uploadError) throw new Error(UPLOAD_FAILED, { cause: uploadError });

  const publicUrl = bucket.getPublicUrl(path).data.publicUrl;
  if (!publicUrl) throw new Error(UPLOAD_FAILED);
  const url = versionedUrl(publicUrl, Date.now());

  const { error: updateError } = await supabase
    .from('profiles')
    .update({ avatar_url: url })
    .eq('id', userId);
  if (updateError) throw new Error(UPLOAD_FAILED, { cause: updateError });
  return url;
}
