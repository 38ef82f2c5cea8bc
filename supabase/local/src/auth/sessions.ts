// Sessions, access tokens and GoTrue's refresh-token rotation (tokens/service.go, algorithm v1).
import { randomInt } from 'node:crypto';
import type { Queryable } from '../db.ts';
import { signJwt } from '../jwt.ts';
import { AuthError } from './errors.ts';
import { findUserById, userJson, type UserRow } from './users.ts';

export interface TokenConfig {
  jwtSecret: string;
  expirySeconds: number;
  issuer: string;
  rotation: boolean;
  reuseIntervalSeconds: number;
}

export type AuthMethod = 'password' | 'otp' | 'token_refresh';

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** GoTrue's v1 refresh token: 12 lower-case letters and digits. */
export function newRefreshToken(): string {
  let token = '';
  for (let i = 0; i < 12; i++) token += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return token;
}

export const isRefreshTokenShape = (token: string) => /^[a-z0-9]{12}$/.test(token);

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

/** A new session with its first refresh token. */
export async function createSession(
  q: Queryable,
  userId: string,
): Promise<{ sessionId: string; refreshToken: string }> {
  const [session] = await q.query<{ id: string }>(
    `insert into auth.sessions (id, user_id, aal, created_at, updated_at, refreshed_at)
     values (gen_random_uuid(), $1, 'aal1', now(), now(), now()) returning id`,
    [userId],
  );
  if (!session) throw new Error('insert into auth.sessions returned no row');
  const refreshToken = newRefreshToken();
  await q.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, session_id, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, now(), now())`,
    [refreshToken, userId, session.id],
  );
  return { sessionId: session.id, refreshToken };
}

interface RefreshRow {
  token: string;
  user_id: string;
  session_id: string | null;
  revoked: boolean;
  within_reuse_interval: boolean;
}

export type Rotation =
  { kind: 'issued'; user: UserRow; sessionId: string; refreshToken: string } | { kind: 'reused' };

const notFound = () =>
  new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

/**
 * GoTrue's rules: an unrevoked token is swapped for a child. A revoked one that is the parent of
 * the session's active token returns that token (the client lost the last answer). Any other
 * revoked token is swapped again only within refresh_token_reuse_interval of its revocation;
 * later it is treated as stolen: every token of the session is revoked. Returns 'reused' instead
 * of throwing so the revocation commits.
 */
export async function rotateRefreshToken(
  q: Queryable,
  presented: string,
  config: TokenConfig,
): Promise<Rotation> {
  const [row] = await q.query<RefreshRow>(
    `select token, user_id, session_id, revoked,
       updated_at + make_interval(secs => $2) > now() as within_reuse_interval
     from auth.refresh_tokens where token = $1 for update`,
    [presented, config.reuseIntervalSeconds],
  );
  if (!row) throw notFound();
  const user = await findUserById(q, row.user_id);
  if (!user) throw notFound();
  const [session] = row.session_id
    ? await q.query<{ id: string }>('select id from auth.sessions where id = $1 for update', [
        row.session_id,
      ])
    : [];
  if (!session) {
    throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  }

  if (row.revoked) {
    const [active] = await q.query<{ token: string; parent: string | null }>(
      `select token, parent from auth.refresh_tokens
       where session_id = $1 and not revoked order by id desc limit 1`,
      [session.id],
    );
    if (active?.parent === presented) {
      return { kind: 'issued', user, sessionId: session.id, refreshToken: active.token };
    }
    if (!row.within_reuse_interval) {
      if (config.rotation) {
        await q.query(
          'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked',
          [session.id],
        );
      }
      return { kind: 'reused' };
    }
  } else {
    await q.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
      [presented],
    );
  }

  const child = newRefreshToken();
  await q.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $4, now(), now())`,
    [child, row.user_id, presented, session.id],
  );
  await q.query('update auth.sessions set updated_at = now(), refreshed_at = now() where id = $1', [
    session.id,
  ]);
  return { kind: 'issued', user, sessionId: session.id, refreshToken: child };
}
