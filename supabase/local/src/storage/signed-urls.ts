import { JwtError, signJwt, verifyJwt, type JwtClaims } from '../jwt.ts';
import type { StorageContext } from './context.ts';
import { ERRORS } from './errors.ts';

/** Signed URLs: JWTs signed with the project's secret naming the object, as storage-api's. */
export function signedUrls(ctx: StorageContext) {
  async function signUrl(claims: JwtClaims, bucketId: string, name: string, expiresIn: unknown) {
    if (!Number.isInteger(expiresIn) || (expiresIn as number) < 1) {
      throw ERRORS.invalidRequest('body/expiresIn must be >= 1');
    }
    await ctx.findObject({ ...(await ctx.findBucket(bucketId)), public: false }, name, claims);
    const iat = Math.floor(Date.now() / 1000);
    const token = signJwt(
      { url: `${bucketId}/${name}`, iat, exp: iat + (expiresIn as number) },
      ctx.options.jwtSecret,
    );
    return `/object/sign/${bucketId}/${name.split('/').map(encodeURIComponent).join('/')}?token=${token}`;
  }

  function verifySigned(url: URL, expected: string): JwtClaims {
    const token = url.searchParams.get('token');
    if (!token) throw ERRORS.invalidRequest('Missing token');
    let claims: JwtClaims;
    try {
      claims = verifyJwt(token, ctx.options.jwtSecret);
    } catch (error) {
      if (error instanceof JwtError && error.message.includes('expired'))
        throw ERRORS.expiredSignature();
      throw ERRORS.invalidSignature();
    }
    if (claims.url !== expected) throw ERRORS.invalidSignature();
    return claims;
  }

  return { signUrl, verifySigned };
}
