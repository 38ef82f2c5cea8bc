// storage-api's errors (src/internal/errors/codes.ts). The REST API answers HTTP 400 for every
// error below 500 and puts the real status in the body's statusCode.
import type { ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';

export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The legacy `error` field; storage-api falls back to the code. */
    readonly error: string = code,
  ) {
    super(message);
  }
}

export const ERRORS = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  accessDenied: (message: string) =>
    new StorageError(403, 'AccessDenied', message || 'Access denied', 'Unauthorized'),
  resourceAlreadyExists: () =>
    new StorageError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  keyAlreadyExists: () =>
    new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () =>
    new StorageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () =>
    new StorageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  entityTooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  invalidMimeType: (mimeType: string) =>
    new StorageError(
      415,
      'InvalidMimeType',
      `mime type ${mimeType} is not supported`,
      'invalid_mime_type',
    ),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () =>
    new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  invalidSignature: () => new StorageError(400, 'InvalidSignature', 'Invalid signature'),
  expiredSignature: () => new StorageError(400, 'ExpiredToken', 'The provided token has expired.'),
  featureNotEnabled: (feature: string) =>
    new StorageError(
      409,
      'FeatureNotEnabled',
      `The feature ${feature} is not enabled for this resource`,
    ),
  invalidRange: () =>
    new StorageError(400, 'InvalidRange', 'invalid range provided', 'invalid_range'),
};

export function sendStorageError(res: ServerResponse, error: StorageError): void {
  sendJson(res, error.status >= 500 ? error.status : 400, {
    statusCode: String(error.status),
    code: error.code,
    error: error.error,
    message: error.message,
  });
}

/** Fastify's not-found answer in storage-api (a real 404). */
export function sendRouteNotFound(res: ServerResponse, method: string, url: string): void {
  sendJson(res, 404, {
    statusCode: '404',
    error: 'Not Found',
    message: `Route ${method}:${url} not found`,
    code: 'InvalidRequest',
  });
}

/** Postgres errors of a caller's statement, as storage-api maps them. */
export function fromDatabaseError(error: unknown): never {
  const code = (error as { code?: string }).code;
  const message = (error as { message?: string }).message ?? '';
  if (code === '42501') {
    throw ERRORS.accessDenied(
      message.includes('row-level security')
        ? 'new row violates row-level security policy'
        : message,
    );
  }
  if (code === '23505') throw ERRORS.resourceAlreadyExists();
  throw error;
}
