// A channel's access token checked as hosted Realtime checks it (RealtimeWeb.ChannelsAuthorization
// and RealtimeChannel.confirm_token), with the messages it answers at join and on refresh.
import { JwtError, verifyJwt, type JwtClaims } from '../jwt.ts';

export type TokenCheck =
  | { ok: true; claims: JwtClaims; exp: number }
  | { ok: false; problem: 'expired'; secondsAgo: number }
  | { ok: false; problem: 'malformed' | 'signature' | 'missing_claims' };

export function checkToken(
  token: unknown,
  secret: string,
  nowSeconds = Date.now() / 1000,
): TokenCheck {
  if (typeof token !== 'string') return { ok: false, problem: 'malformed' };
  let claims: JwtClaims;
  try {
    // Hosted strips whitespace (and URL-decodes) before verifying.
    claims = verifyJwt(decodeURIComponent(token).replace(/\s/g, ''), secret, nowSeconds);
  } catch (error) {
    if (!(error instanceof JwtError)) return { ok: false, problem: 'malformed' };
    if (error.problem === 'expired') {
      return {
        ok: false,
        problem: 'expired',
        secondsAgo: Math.floor(nowSeconds) - (error.exp ?? 0),
      };
    }
    return { ok: false, problem: error.problem };
  }
  if (typeof claims.role !== 'string' || typeof claims.exp !== 'number') {
    return { ok: false, problem: 'missing_claims' };
  }
  return { ok: true, claims, exp: claims.exp };
}

type Failure = Exclude<TokenCheck, { ok: true }>;

const MISSING_CLAIMS = 'Fields `role` and `exp` are required in JWT';
const MALFORMED = 'The token provided is not a valid JWT';

/** The `reason` of a refused join. */
export function joinRefusal(failure: Failure): string {
  switch (failure.problem) {
    case 'expired':
      return `InvalidJWTToken: Token has expired ${failure.secondsAgo} seconds ago`;
    case 'missing_claims':
      return `InvalidJWTToken: ${MISSING_CLAIMS}`;
    case 'malformed':
      return `MalformedJWT: ${MALFORMED}`;
    case 'signature':
      return 'JwtSignatureError: Failed to validate JWT signature';
  }
}

/** The system message that closes a channel whose refreshed (or expiring) token fails. */
export function shutdownMessage(failure: Failure): string {
  switch (failure.problem) {
    case 'expired':
      return `Token has expired ${failure.secondsAgo} seconds ago`;
    case 'missing_claims':
      return MISSING_CLAIMS;
    case 'malformed':
      return MALFORMED;
    case 'signature':
      // Hosted passes this reason through `inspect`.
      return ':signature_error';
  }
}
