export const EXTERNAL_SOURCES: { connect: string[]; frame: string[]; img: string[] };

export interface PolicyOptions {
  appOrigins?: string[];
  supabaseUrl?: string;
  inlineScripts?: string[];
  /** The map of the site settings: framed and probed (its origin). */
  mapUrl?: string;
  /** The auth forms show Cloudflare Turnstile's check: its script and frame are allowed. */
  captcha?: boolean;
}

export const CAPTCHA_ORIGIN: string;
export function inlineScriptHash(source: string): string;
export function contentSecurityPolicy(options?: PolicyOptions): string;
export function securityHeaders(options?: PolicyOptions): Record<string, string>;
export function corsHeaders(
  requestOrigin: string | undefined,
  allowedOrigins: string[],
): Record<string, string>;
export function localOrigins(url: string): string[];
