export const DEFAULT_AFTER_SIGN_IN = '/members';

/** Pages that must not be returned to after signing in: they would bounce or loop. */
const NO_RETURN = ['/login', '/reset-password', '/update-password'];

type Where = string | { pathname?: unknown; search?: unknown; hash?: unknown };

function toPath(from: Where): string | null {
  if (typeof from === 'string') return from;
  if (typeof from.pathname !== 'string') return null;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}

/**
 * Where to go after signing in: the page the shell's guard sent the visitor away from (router
 * state `{ from }`, a path or a location), else /members. Only same-site paths are followed, so
 * a crafted link cannot send a fresh session to another origin.
 */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  if (typeof from !== 'string' && (typeof from !== 'object' || from === null)) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  const path = toPath(from as Where);
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  const pathname = path.split(/[?#]/)[0] ?? '';
  return NO_RETURN.includes(pathname) ? DEFAULT_AFTER_SIGN_IN : path;
}
