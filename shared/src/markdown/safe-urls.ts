/**
 * Which addresses Markdown written by staff may point at (issue 36, "Markdown is safe"): links to
 * pages of this site, to other sites over http(s) and to e-mail; images only from the site's own
 * Storage. Anything else — `javascript:`, `data:`, `vbscript:`, protocol-relative `//host` — is
 * dropped. Pure, so the server's render and the browser's decide the same.
 */

/** A path of this site: `/rules`, `/rules#gameplay`, `#section`. */
export function isSitePath(url: string): boolean {
  return /^\/(?!\/)/.test(url) || url.startsWith('#');
}

/** An address of another site (shown with the outside-link mark, opened in a new tab). */
export function isOutsideLink(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** The href kept for a link, or '' to drop it. */
export function safeHref(url: string): string {
  const trimmed = url.trim();
  if (isSitePath(trimmed) || isOutsideLink(trimmed)) return trimmed;
  if (/^mailto:[^\s<>"]+@[^\s<>"]+$/i.test(trimmed)) return trimmed;
  return '';
}

/** The public URL prefix of the project's Storage, where images may come from. */
export function storagePrefix(supabaseUrl: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/`;
}

/** The src kept for an image: only the site's own Storage, over its exact prefix. */
export function safeImageSrc(url: string, supabaseUrl: string): string {
  const trimmed = url.trim();
  const prefix = storagePrefix(supabaseUrl);
  if (!trimmed.startsWith(prefix)) return '';
  // No climbing out of the public objects ('../') nor escapes that would.
  const rest = trimmed.slice(prefix.length);
  return /^[A-Za-z0-9_\-./]+$/.test(rest) && !rest.split('/').includes('..') ? trimmed : '';
}
