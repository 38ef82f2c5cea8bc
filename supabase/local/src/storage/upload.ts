// An upload's bytes and headers as storage-api reads them (uploader.ts fileUploadFromRequest):
// the Content-Type is kept whole (parameters included), Cache-Control as sent (multipart:
// max-age from the cacheControl field), user metadata from x-metadata (base64 JSON) or the
// form's metadata field. The only content check is the bucket's declared MIME types.
import type { IncomingMessage } from 'node:http';
import { BodyTooLargeError, readBody } from '../http.ts';
import { ERRORS } from './errors.ts';

export interface Upload {
  bytes: Buffer;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | undefined;
}

const MULTIPART_OVERHEAD = 64 * 1024;

function parseUserMetadata(base64: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(Buffer.from(base64, 'base64').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** storage-api's validateMimeType: type and subtype compared as split on '/', `*` allowed. */
export function validateMimeType(mimeType: string, allowed: string[]): void {
  const [type, sub, ...rest] = mimeType.split('/');
  if (sub === undefined) throw ERRORS.invalidMimeType(mimeType);
  const ok = allowed.some((pattern) => {
    const [allowedType, allowedSub] = pattern.split('/');
    return rest.length === 0 && allowedType === type && (allowedSub === '*' || allowedSub === sub);
  });
  if (!ok) throw ERRORS.invalidMimeType(mimeType);
}

export async function readUpload(
  req: IncomingMessage,
  limit: number,
  allowedMimeTypes: string[] | null,
): Promise<Upload> {
  const contentType = req.headers['content-type'];
  const checkType = (type: string) => {
    if (allowedMimeTypes?.length) validateMimeType(type, allowedMimeTypes);
  };
  try {
    if (!contentType?.startsWith('multipart/form-data')) {
      const mimeType = contentType || 'application/octet-stream';
      checkType(mimeType);
      const header = req.headers['x-metadata'];
      const bytes = await readBody(req, limit);
      return {
        bytes,
        mimeType,
        cacheControl: req.headers['cache-control'] ?? 'no-cache',
        userMetadata: typeof header === 'string' ? parseUserMetadata(header) : undefined,
      };
    }
    const raw = await readBody(req, limit + MULTIPART_OVERHEAD);
    let form: FormData;
    try {
      form = await new Request('http://local/', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Uint8Array(raw),
      }).formData();
    } catch {
      throw ERRORS.invalidRequest('No content provided');
    }
    let file: File | undefined;
    form.forEach((value) => {
      if (!file && typeof value !== 'string') file = value;
    });
    if (!file) throw ERRORS.invalidRequest('No content provided');
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' && value !== '' ? value : undefined;
    };
    const mimeType = field('contentType') ?? (file.type || 'application/octet-stream');
    checkType(mimeType);
    const bytes = Buffer.from(await file.arrayBuffer());
    if (bytes.length > limit) throw ERRORS.entityTooLarge();
    const metadata = field('metadata') ?? field('userMetadata');
    let userMetadata: Record<string, unknown> | undefined;
    try {
      userMetadata = metadata ? (JSON.parse(metadata) as Record<string, unknown>) : undefined;
    } catch {
      userMetadata = undefined;
    }
    const cacheTime = field('cacheControl');
    return {
      bytes,
      mimeType,
      cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
      userMetadata,
    };
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw ERRORS.entityTooLarge();
    throw error;
  }
}
