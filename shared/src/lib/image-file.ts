// The checks an uploaded image passes before it is sent (the avatar's, docs/product/account.md;
// the news covers too): the bucket's own limits are the last word.
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ALLOWED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

export const NOT_AN_IMAGE = 'Invalid file type. Please upload an image.';
export const FILE_TOO_LARGE = 'File size too large. Maximum size is 5MB.';
export const EXTENSION_NOT_ALLOWED = 'Invalid file type. Allowed types: JPG, PNG, GIF';
export const UPLOAD_FAILED = 'Failed to upload image';

/** What the file picker tells about the file; a File satisfies it. */
export interface ImageFileInfo {
  name: string;
  type: string;
  size: number;
}

/** Lower-cased text after the last dot, or '' when the name has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/**
 * In order: image MIME type, then size, then extension (docs/product/account.md#settings). Null
 * when the file may be uploaded.
 */
export function validateImageFile(file: ImageFileInfo): string | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE;
  if (file.size > MAX_IMAGE_BYTES) return FILE_TOO_LARGE;
  const ext = fileExtension(file.name);
  if (!(ALLOWED_EXTENSIONS as readonly string[]).includes(ext)) return EXTENSION_NOT_ALLOWED;
  return null;
}

/** The `accept` attribute of the picker: a hint only, validateImageFile is the real check. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif';
