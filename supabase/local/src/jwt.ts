// HS256 JSON Web Tokens with Node's crypto: the same secret signs the auth server's tokens and
// is checked by PostgREST.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtClaims = Record<string, unknown>;

const HEADER = { alg: 'HS256', typ: 'JWT' };

const b64url = (data: string | Buffer): string => Buffer.from(data).toString('base64url');

export function signJwt(claims: JwtClaims, secret: string): string {
  const unsigned = `${b64url(JSON.stringify(HEADER))}.${b64url(JSON.stringify(claims))}`;
  const signature = createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

export type JwtProblem = 'malformed' | 'signature' | 'expired';

export class JwtError extends Error {
  constructor(
    message: string,
    /** What is wrong, for services that word their own errors (Realtime). */
    readonly problem: JwtProblem,
    /** The expired token's `exp`. */
    readonly exp?: number,
  ) {
    super(message);
  }
}

const MALFORMED = 'invalid JWT: unable to parse or verify signature, token is malformed';

/** Verifies signature, algorithm and expiry; returns the claims. */
export function verifyJwt(
  token: string,
  secret: string,
  nowSeconds = Date.now() / 1000,
): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError(MALFORMED, 'malformed');
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError(
      'invalid JWT: unable to parse or verify signature, signature is invalid',
      'signature',
    );
  }
  let parsedHeader: unknown;
  let claims: unknown;
  try {
    parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw new JwtError(MALFORMED, 'malformed');
  }
  if (
    (parsedHeader as { alg?: unknown } | null)?.alg !== 'HS256' ||
    typeof claims !== 'object' ||
    claims === null
  ) {
    throw new JwtError(MALFORMED, 'malformed');
  }
  const exp = (claims as JwtClaims).exp;
  if (typeof exp === 'number' && exp <= nowSeconds) {
    throw new JwtError(
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
      'expired',
      exp,
    );
  }
  return claims as JwtClaims;
}
