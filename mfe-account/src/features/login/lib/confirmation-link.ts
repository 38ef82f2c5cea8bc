/**
 * What the address of /login says about a sign-up confirmation link that brought the visitor
 * here. The auth server redirects with the session in the fragment (`type=signup`), which
 * supabase-js takes out as it signs in, or with `#error=…&error_code=otp_expired…` for a bad or
 * expired link. The page says either in its own words, never the server's description (anyone
 * can write one into an address).
 */
export type ConfirmationLinkState = 'none' | 'signing-in' | 'error';

export const INVALID_CONFIRMATION_LINK =
  'This confirmation link is invalid or has expired. Sign in to have a new one sent.';

export function readConfirmationLink(hash: string): ConfirmationLinkState {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  if (fragment.get('error') || fragment.get('error_code')) return 'error';
  return fragment.get('type') === 'signup' && fragment.get('access_token') ? 'signing-in' : 'none';
}
