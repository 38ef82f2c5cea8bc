// Sessions, access tokens and GoTrue's refresh-token rotation.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db.ts';
import { signJwt } from '../jwt.ts';
import { AuthError } from './errors.ts';
import { findUserById, userJson, type UserRow } from './users.ts';

export interface TokenConfig {
  jwtSecret: string;
  expirySeconds: number;
  issuer: string;
}

export type AuthMethod = 'password' | 'otp';

const newRefreshToken = (): string => randomBytes(24).toString('base64url');

export function accessToken(
  user: UserRow,
  sessionId: string,
  method: AuthMethod,
  config: TokenConfig,
) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + config.expirySeconds;
  const token = signJwt(
    {
      iss: config.issuer,
      sub: user.id,
      aud: 'authenticated',
      exp,
      iat,
      email: user.email,
      phone: '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: iat }],
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    config.jwtSecret,
  );
  return { token, exp };
}

export function tokenBody(
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  method: AuthMethod,
  config: TokenConfig,
) {
  const { token, exp } = accessToken(user, sessionId, method, config);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: config.expirySeconds,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

export type TokenBody = ReturnType<typeof tokenBody>;

/** A new session with its first refresh token. */
export async function createSession(
  q: Queryable,
  userId: string,
): Promise<{ sessionId: string; refreshToken: string }> {
  const [session] = await q.query<{ id: string }>(
    'insert into auth.sessions (user_id) values ($1) returning id',
    [userId],
  );
  if (!session) throw new Error('insert into auth.sessions returned no row');
  const refreshToken = newRefreshToken();
  await q.query(
    'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
    [refreshToken, userId, session.id],
  );
  return { sessionId: session.id, refreshToken };
}

interface RefreshRow {
  token: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
}

/**
 * Rotation as GoTrue does it: the presented token is revoked and a child issued. Presenting the
 * parent of the active token (a client retrying after a lost response) returns the active one;
 * presenting any older revoked token means it leaked, so the whole session is revoked.
 */
export type Rotation =
  { kind: 'issued'; user: UserRow; sessionId: string; refreshToken: string } | { kind: 'reused' };

/** Returns 'reused' (after revoking the session) instead of throwing, so the revocation commits. */
export async function rotateRefreshToken(q: Queryable, presented: string): Promise<Rotation> {
  const [row] = await q.query<RefreshRow>(
    'select token, user_id, session_id, revoked from auth.refresh_tokens where token = $1 for update',
    [presented],
  );
  if (!row)
    throw new AuthError(
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );
  const user = await findUserById(q, row.user_id);
  if (!user)
    throw new AuthError(
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );

  if (row.revoked) {
    const [active] = await q.query<{ token: string }>(
      'select token from auth.refresh_tokens where parent = $1 and not revoked',
      [presented],
    );
    if (active)
      return { kind: 'issued', user, sessionId: row.session_id, refreshToken: active.token };
    await q.query('delete from auth.sessions where id = $1', [row.session_id]);
    return { kind: 'reused' };
  }

  const child = newRefreshToken();
  await q.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
    [presented],
  );
  await q.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
    [child, row.user_id, row.session_id, presented],
  );
  await q.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
  return { kind: 'issued', user, sessionId: row.session_id, refreshToken: child };
}
