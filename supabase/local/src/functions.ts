// /functions/v1/<name>: runs supabase/functions/<name>/handler.ts, the runtime-neutral half of an
// Edge Function (index.ts beside it wraps the same handler in Deno.serve for hosted Supabase).
import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BodyTooLargeError, bearerToken, readBody, sendJson } from './http.ts';
import { JwtError, verifyJwt } from './jwt.ts';

export type FunctionHandler = (
  req: Request,
  env: Record<string, string | undefined>,
) => Response | Promise<Response>;

export interface FunctionsOptions {
  /** Searched in order for <name>/handler.ts. */
  dirs: string[];
  env: () => Record<string, string | undefined>;
  /** config.toml's [functions.<name>] verify_jwt; true when a function is not listed. */
  verifyJwt: (name: string) => boolean;
  jwtSecret: string;
  publicUrl: () => string;
  log: (line: string) => void;
}

const NAME = /^[A-Za-z0-9_-]+$/;
const MAX_BODY = 10 * 1024 * 1024;

export function createFunctionsHandler(options: FunctionsOptions) {
  function locate(name: string): string | null {
    if (!NAME.test(name)) return null;
    for (const dir of options.dirs) {
      const file = path.join(dir, name, 'handler.ts');
      if (existsSync(file)) return file;
    }
    return null;
  }

  async function load(file: string): Promise<FunctionHandler> {
    // The modification time in the URL makes an edited handler load afresh (dev workflow).
    const url = `${pathToFileURL(file).href}?v=${statSync(file).mtimeMs}`;
    const mod = (await import(url)) as { default?: unknown };
    if (typeof mod.default !== 'function')
      throw new Error(`${file} has no default export function`);
    return mod.default as FunctionHandler;
  }

  /** Edge Functions' verify_jwt: a valid JWT in Authorization (preflights pass unchecked). */
  function jwtProblem(req: IncomingMessage, name: string): string | null {
    if (req.method === 'OPTIONS' || !options.verifyJwt(name)) return null;
    const token = bearerToken(req);
    if (!token) return 'Missing authorization header';
    try {
      verifyJwt(token, options.jwtSecret);
      return null;
    } catch (error) {
      if (error instanceof JwtError) return 'Invalid JWT';
      throw error;
    }
  }

  return async function handleFunction(
    req: IncomingMessage,
    res: ServerResponse,
    subpath: string,
    url: URL,
  ): Promise<void> {
    const [, name = '', ...tail] = subpath.split('/');
    const rest = tail.length ? `/${tail.join('/')}` : '';
    const problem = jwtProblem(req, name);
    if (problem) return sendJson(res, 401, { code: 401, message: problem });
    const file = locate(name);
    if (!file)
      return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    let body: Buffer;
    try {
      body = await readBody(req, MAX_BODY);
    } catch (error) {
      if (error instanceof BodyTooLargeError)
        return sendJson(res, 413, { code: 'PAYLOAD_TOO_LARGE', message: error.message });
      throw error;
    }
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const method = req.method ?? 'GET';
    const request = new Request(`${options.publicUrl()}/functions/v1/${name}${rest}${url.search}`, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body),
    });
    let response: Response;
    try {
      response = await (await load(file))(request, options.env());
    } catch (error) {
      options.log(`function ${name} failed: ${(error as Error).stack ?? String(error)}`);
      return sendJson(res, 500, { code: 'FUNCTION_ERROR', message: `Function ${name} failed` });
    }
    const out = Buffer.from(await response.arrayBuffer());
    const responseHeaders: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      responseHeaders[key] = value;
    });
    responseHeaders['content-length'] = String(out.length);
    res.writeHead(response.status, responseHeaders);
    res.end(out);
  };
}
