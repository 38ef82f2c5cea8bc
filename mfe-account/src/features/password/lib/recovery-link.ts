/**
 * What the address of /update-password says about the recovery link that brought the user here.
 * The auth server redirects with the session (and type=recovery) in the fragment, or with
 * `#error=access_denied&error_code=otp_expired&error_description=…` for a bad or expired link.
 * supabase-js clears the fragment only after a successful sign-in from it, so an error fragment
 * is still readable when the page mounts. The page says it in the site's words, never the
 * description: that is the auth server's (and anyone can write one into an address).
 */
export type RecoveryLinkState =
  { kind: 'error'; code: string | null; message: string } | { kind: 'recovery' } | { kind: 'none' };

export const INVALID_LINK_MESSAGE = 'This password reset link is invalid or has expired.';

function params(part: string): URLSearchParams {
  return new URLSearchParams(part.replace(/^[?#]/, ''));
}

export function readRecoveryLink(search: string, hash: string): RecoveryLinkState {
  const query = params(search);
  const fragment = params(hash);
  const get = (key: string) => fragment.get(key) ?? query.get(key);

  if (get('error') || get('error_code') || get('error_description')) {
    return { kind: 'error', code: get('error_code'), message: INVALID_LINK_MESSAGE };
  }
  return get('type') === 'recovery' ? { kind: 'recovery' } : { kind: 'none' };
}
