// A request's path, checked before anything looks at it: a path that does not decode, holds raw
// control characters or a NUL, or is absurdly long is the client's error (400); one with an
// empty segment or a segment that climbs ('.', '..') names nothing (404). Neither ever reaches a
// render or the file system. A segment that decodes to a separator or a control character (a
// player named "a/b" or "a\tb": `/punishments/a%2Fb`) is fine for a page, never for a file.
import { withoutTrailingSlash } from '@norsecraft/shared/document';

/** Longer paths are refused (browsers and CDNs cap URLs at a few kilobytes too). */
export const MAX_PATH_LENGTH = 2048;

export type RequestPath =
  | {
      ok: true;
      /** As the browser sends it (percent-encoded), without the query or a trailing slash. */
      pathname: string;
      /**
       * Each segment decoded, joined by `/`: for file look-ups. Null when a segment decodes to
       * a separator or a control character: a page's address, never a file's.
       */
      decoded: string | null;
    }
  | { ok: false; status: 400 | 404; reason: string };

// eslint-disable-next-line no-control-regex -- control characters are what is refused.
const CONTROL = /[\u0000-\u001f\u007f]/;

export function parseRequestPath(url: string | undefined): RequestPath {
  const raw = (url ?? '/').split(/[?#]/, 1)[0]!;
  if (!raw.startsWith('/')) return { ok: false, status: 400, reason: 'not an absolute path' };
  if (raw.length > MAX_PATH_LENGTH) return { ok: false, status: 400, reason: 'path too long' };
  if (CONTROL.test(raw))
    return { ok: false, status: 400, reason: 'control characters in the path' };
  const decoded: string[] = [];
  let fileLike = true;
  for (const segment of raw.split('/')) {
    let text: string;
    try {
      text = decodeURIComponent(segment);
    } catch {
      return { ok: false, status: 400, reason: 'malformed percent-encoding' };
    }
    // No text holds a NUL (PostgreSQL's neither): the address is broken.
    if (text.includes('\u0000')) return { ok: false, status: 400, reason: 'NUL in the path' };
    if (text === '.' || text === '..') return { ok: false, status: 404, reason: 'no such path' };
    if (CONTROL.test(text) || text.includes('/') || text.includes('\\')) fileLike = false;
    decoded.push(text);
  }
  if (raw.includes('//')) return { ok: false, status: 404, reason: 'empty path segment' };
  return {
    ok: true,
    pathname: withoutTrailingSlash(raw),
    decoded: fileLike ? withoutTrailingSlash(decoded.join('/')) : null,
  };
}
