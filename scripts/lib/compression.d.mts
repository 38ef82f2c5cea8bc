import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Compressor {
  compress(
    body: Buffer,
    encoding: 'br' | 'gzip',
    options?: { immutable?: boolean },
  ): Promise<Buffer>;
}

export function isCompressible(contentType: string): boolean;
export function negotiateEncoding(acceptEncoding?: string): 'br' | 'gzip' | null;
export function createCompressor(): Compressor;
export function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  body: string | Buffer,
  options?: { compressor?: Compressor; immutable?: boolean },
): Promise<void>;
