// GoTrue's error shapes. Clients sending X-Supabase-Api-Version 2024-01-01 get
// {code, message}; older ones get {code: <status>, error_code, msg}. Both carry the
// x-sb-error-code header. Never 5xx for client mistakes: supabase-js retries those.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const API_VERSION_HEADER = 'x-supabase-api-version';

export function sendAuthError(req: IncomingMessage, res: ServerResponse, error: AuthError): void {
  const version = req.headers[API_VERSION_HEADER];
  const headers: Record<string, string> = { 'x-sb-error-code': error.code };
  if (typeof version === 'string' && version >= '2024-01-01') {
    headers[API_VERSION_HEADER] = '2024-01-01';
    sendJson(
      res,
      error.status,
      { code: error.code, message: error.message, ...error.extra },
      headers,
    );
    return;
  }
  sendJson(
    res,
    error.status,
    { code: error.status, error_code: error.code, msg: error.message, ...error.extra },
    headers,
  );
}

export const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const validationFailed = (message: string) =>
  new AuthError(400, 'validation_failed', message);
export const overRequestRateLimit = () =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
