// What the site's Edge Functions share: their environment and JSON answers with their own CORS
// headers (hosted Edge Functions answer their own preflights; the local gateway adds its own as
// well). A folder starting with "_" is not a function, as on hosted.

export type Env = Record<string, string | undefined>;

/** The environment on either runtime: Deno exposes `process` for npm compatibility. */
export function processEnv(): Env {
  return (globalThis as { process?: { env: Env } }).process?.env ?? {};
}

/** CORS headers for a function that answers `methods` (e.g. 'POST, OPTIONS'). */
export function corsHeaders(methods: string): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
    'access-control-allow-methods': methods,
  };
}

/** `body` as JSON with `status`, under the function's CORS headers. */
export function jsonResponse(status: number, body: unknown, cors: Record<string, string>) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...cors, 'content-type': 'application/json' },
  });
}
