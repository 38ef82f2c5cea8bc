import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { JwtError, signJwt, verifyJwt, type JwtClaims } from '../jwt.ts';
import { UUID, type StorageContext } from './context.ts';
import { ERRORS, StorageError } from './errors.ts';
import type { objectHandlers } from './objects.ts';

/** storage-api's uploadSignedUrlExpirationTime (2 h). */
const UPLOAD_URL_SECONDS = 7200;

/** A token is bound to one action, so a download token never uploads (storage-api's scopes). */
type Scope = 'download' | 'upload';

/**
 * Signed URLs: JWTs signed with the project's secret naming the object, as storage-api's. An
 * upload URL is minted only when the caller's own insert (upsert: insert or update) passes the
 * bucket's policies; the upload then runs as that caller again, records them as owner, and the
 * token works once.
 */
export function signedUrls(ctx: StorageContext, objects: ReturnType<typeof objectHandlers>) {
  async function signUrl(claims: JwtClaims, bucketId: string, name: string, expiresIn: unknown) {
    if (!Number.isInteger(expiresIn) || (expiresIn as number) < 1) {
      throw ERRORS.invalidRequest('body/expiresIn must be >= 1');
    }
    await ctx.findObject({ ...(await ctx.findBucket(bucketId)), public: false }, name, claims);
    const iat = Math.floor(Date.now() / 1000);
    const token = signJwt(
      { url: `${bucketId}/${name}`, scope: 'download', iat, exp: iat + (expiresIn as number) },
      ctx.options.jwtSecret,
    );
    return `/object/sign/${bucketId}/${name.split('/').map(encodeURIComponent).join('/')}?token=${token}`;
  }

  function verifySigned(url: URL, expected: string, scope: Scope): JwtClaims {
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
    // storage-api's isUploadScopedToken / isDownloadScopedToken: a token from before scopes is
    // an upload token when it carries `upsert`.
    const given = claims.scope ?? ('upsert' in claims ? 'upload' : 'download');
    if (given !== scope) {
      throw new StorageError(400, 'InvalidSignature', `Token is not scoped for ${scope}`);
    }
    if (claims.url !== expected) throw ERRORS.invalidSignature();
    return claims;
  }

  /**
   * A user's token verifies until it expires, even after the account is deleted: such a token
   * signs nothing and a URL it signed uploads nothing, whatever the bucket's policies check.
   */
  async function mustBeLiveSigner(sub: unknown): Promise<void> {
    if (typeof sub !== 'string' || !UUID.test(sub)) return;
    const [user] = await ctx.options.db.query('select 1 from auth.users where id = $1', [sub]);
    if (!user) throw ERRORS.accessDenied('The account that signed this request no longer exists');
  }

  /** POST /object/upload/sign/{bucket}/{name} (storage-api's signUploadObjectUrl). */
  async function signUploadUrl(req: IncomingMessage, bucketId: string, name: string) {
    const claims = ctx.callerClaims(req)!;
    await mustBeLiveSigner(claims.sub);
    const upsert = req.headers['x-upsert'] === 'true';
    await objects.canUpload(claims, bucketId, name, upsert, req.headers['content-type']);
    const iat = Math.floor(Date.now() / 1000);
    const token = signJwt(
      {
        url: `${bucketId}/${name}`,
        scope: 'upload',
        owner: claims.sub,
        role: claims.role,
        upsert,
        jti: randomUUID(),
        iat,
        exp: iat + UPLOAD_URL_SECONDS,
      },
      ctx.options.jwtSecret,
    );
    return { url: `/object/upload/sign/${bucketId}/${name}?token=${token}`, token };
  }

  /** PUT /object/upload/sign/{bucket}/{name}?token=…: once, as the caller who signed it. */
  async function uploadWithToken(req: IncomingMessage, url: URL, bucketId: string, name: string) {
    const signed = verifySigned(url, `${bucketId}/${name}`, 'upload');
    // Only URLs signed since uploads run as their signer name one and can be used once.
    if (typeof signed.jti !== 'string' || typeof signed.role !== 'string') {
      throw ERRORS.invalidSignature();
    }
    const { jti } = signed;
    await mustBeLiveSigner(signed.owner);
    const claimed = await ctx.asAdmin((q) =>
      q.query(
        `with expired as (delete from local_stack.storage_upload_tokens where expires_at < now())
         insert into local_stack.storage_upload_tokens (jti, expires_at)
         values ($1, to_timestamp($2)) on conflict (jti) do nothing returning jti`,
        [jti, signed.exp],
      ),
    );
    if (!claimed.length) {
      throw new StorageError(
        400,
        'InvalidSignature',
        'The signed upload URL has already been used',
      );
    }
    const caller: JwtClaims = { role: signed.role, sub: signed.owner };
    try {
      return await objects.upload(req, bucketId, name, signed.upsert === true, caller);
    } catch (error) {
      // A refused upload leaves the URL usable until it expires, as an unused one.
      await ctx.asAdmin((q) =>
        q.query('delete from local_stack.storage_upload_tokens where jti = $1', [jti]),
      );
      throw error;
    }
  }

  return { signUrl, verifySigned, signUploadUrl, uploadWithToken };
}
