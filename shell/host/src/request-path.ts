// A request's path, checked before anything looks at it: a path that does not decode, holds
// control characters or is absurdly long is the client's error (400); one that climbs out of a
// folder names nothing (404). Neither ever reaches a render or the file system.
import { withoutTrailingSlash } from '@norsecraft/shared/document';

/** Longer paths are refused (browsers and CDNs cap URLs at a few kilobytes too). */
export const MAX_PATH_LENGTH = 2048;

export type RequestPath =
  | {
      ok: true;
      /** As the browser sends it (percent-encoded), without the query or a trailing slash. */
      pathname: string;
      /** Each segment decoded, joined by `/`: for file look-ups. */
      decoded: string;
    }
  | { ok: false; status: 400 | 404; reason: string };

// eslint-disable-next-line no-control-regex -- control characters are what is refused.
const CONTROL = /[\u0000-\u001f\u007f]/;

export function parseRequestPath(url: string | undefined): RequestPath {
  const raw = (url ?? '/').split(/[?#]/, 1)[0]!;
  if (!raw.startsWith('/')) return { ok: false, status: 400, reason: 'not an absolute path' };
  if (raw.length > MAX_PATH_LENGTH) return { ok: false, status: 400, reason: 'path too long' };
  const segments = raw.split('/');
  const decoded: string[] = [];
  for (const segment of segments) {
    let text: string;
    try {
      text = decodeURIComponent(segment);
    } catch {
      return { ok: false, status: 400, reason: 'malformed percent-encoding' };
    }
    if (CONTROL.test(text) || CONTROL.test(segment)) {
      return { ok: false, status: 400, reason: 'control characters in the path' };
    }
    if (text === '.' || text === '..' || text.includes('/') || text.includes('\\')) {
      return { ok: false, status: 404, reason: 'no such path' };
    }
    decoded.push(text);
  }
  if (raw.includes('//')) return { ok: false, status: 404, reason: 'empty path segment' };
  return {
    ok: true,
    pathname: withoutTrailingSlash(raw),
    decoded: withoutTrailingSlash(decoded.join('/')),
  };
}
