/*
 * Where sign-in returns a visitor to (docs/product/account.md#sign-in-and-sign-up): the page
 * they were on rides along in the sign-in address (`/login?next=/auction-house`), so it survives
 * a reload, a new tab and the sign-up confirmation mail. Only a path of this site is ever
 * followed, so a crafted link cannot send a fresh session to another origin.
 */

export const SIGN_IN_PATH = '/login';
export const RETURN_PARAM = 'next';
export const DEFAULT_AFTER_SIGN_IN = '/members';

/** Pages that are no place to return to after signing in: they would bounce or loop. */
const NO_RETURN = new Set([SIGN_IN_PATH, '/check-email', '/reset-password', '/update-password']);

/** Resolves paths against it; a path that leaves it names another origin. */
const BASE = new URL('https://site.invalid');

type Where = string | { pathname: string; search?: string; hash?: string };

const pathOf = (where: Where) =>
  typeof where === 'string' ? where : `${where.pathname}${where.search ?? ''}${where.hash ?? ''}`;

/**
 * The same-site path `value` names (path, query and fragment), or null for anything else: other
 * origins, protocol-relative `//host`, backslashes and control characters (which browsers drop
 * or read as slashes), and the sign-in pages themselves.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || /[\\\p{Cc}]/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE.origin || NO_RETURN.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go once signed in, from the sign-in page's query string: `next`, else /members. */
export function returnPathFrom(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? DEFAULT_AFTER_SIGN_IN;
}

/**
 * The sign-in page's address that returns to `from` afterwards (just /login for no page). From
 * a sign-in page itself it keeps the page that one returns to.
 */
export function signInPath(from?: Where): string {
  const where = from === undefined ? null : pathOf(from);
  let path = safeReturnPath(where);
  if (!path && where?.startsWith('/') && NO_RETURN.has(new URL(where, BASE).pathname)) {
    path = safeReturnPath(new URL(where, BASE).searchParams.get(RETURN_PARAM));
  }
  if (!path || path === DEFAULT_AFTER_SIGN_IN) return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}`;
}
