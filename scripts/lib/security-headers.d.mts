export const EXTERNAL_SOURCES: { connect: string[]; frame: string[]; img: string[] };

export interface PolicyOptions {
  appOrigins?: string[];
  supabaseUrl?: string;
  inlineScripts?: string[];
  /** The map of the site settings: framed and probed (its origin). */
  mapUrl?: string;
}

export function inlineScriptHash(source: string): string;
export function contentSecurityPolicy(options?: PolicyOptions): string;
export function securityHeaders(options?: PolicyOptions): Record<string, string>;
export function corsHeaders(
  requestOrigin: string | undefined,
  allowedOrigins: string[],
): Record<string, string>;
export function localOrigins(url: string): string[];
