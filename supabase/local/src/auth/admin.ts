// The one admin endpoint the local stack serves: POST /admin/users (supabase-js
// auth.admin.createUser), as GoTrue's adminUserCreate. Tests and scripts make accounts with it
// where sign-up itself is not what they test. The rest of /admin answers as an unknown route.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import bcrypt from 'bcryptjs';
import { bearerToken, readJsonObject } from '../http.ts';
import { JwtError, verifyJwt } from '../jwt.ts';
import { BCRYPT_COST, metadataOf, text, type AuthContext } from './context.ts';
import { AuthError, validationFailed } from './errors.ts';
import { findUserByEmail, findUserById, insertUser, userJson } from './users.ts';
import { validateEmail } from './validation.ts';

/** GoTrue's default JWT_ADMIN_ROLES. */
const ADMIN_ROLES = ['service_role', 'supabase_admin'];
/** adminUserCreate's parameters this stack does not implement: refused, not ignored. */
const UNSUPPORTED = [
  'id',
  'aud',
  'role',
  'phone',
  'password_hash',
  'phone_confirm',
  'ban_duration',
];

export function adminHandlers(ctx: AuthContext) {
  /** requireAdmin: a valid token whose role is an admin role. */
  function requireAdmin(req: IncomingMessage): void {
    const token = bearerToken(req);
    if (!token) {
      throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    }
    let role: unknown;
    try {
      role = verifyJwt(token, ctx.options.jwtSecret).role;
    } catch (error) {
      if (error instanceof JwtError) throw new AuthError(403, 'bad_jwt', error.message);
      throw error;
    }
    if (typeof role !== 'string' || !ADMIN_ROLES.includes(role)) {
      throw new AuthError(403, 'not_admin', 'User not allowed');
    }
  }

  async function createUser(req: IncomingMessage) {
    requireAdmin(req);
    const body = await readJsonObject(req);
    const unsupported = UNSUPPORTED.find((key) => body[key] !== undefined && body[key] !== null);
    if (unsupported) {
      throw validationFailed(`${unsupported} is not supported by the local stack`);
    }
    if (text(body, 'email') === '') {
      throw validationFailed('Cannot create a user without either an email or phone');
    }
    const email = validateEmail(text(body, 'email'));
    if (await ctx.asAuth((q) => findUserByEmail(q, email))) {
      throw new AuthError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
    // No password given: GoTrue sets a random one (the account signs in by links only).
    const password = text(body, 'password') || randomBytes(32).toString('base64url');
    const hash = await bcrypt.hash(password, BCRYPT_COST);
    const metadata = metadataOf(body.user_metadata) ?? {};
    const appMetadata = metadataOf(body.app_metadata);
    const confirmed = body.email_confirm === true;
    const user = await ctx.asAuth(async (q) => {
      const row = await insertUser(q, email, hash, metadata, confirmed);
      if (appMetadata) {
        await q.query(
          'update auth.users set raw_app_meta_data = raw_app_meta_data || $2 where id = $1',
          [row.id, JSON.stringify(appMetadata)],
        );
      }
      return (await findUserById(q, row.id)) ?? row;
    });
    return userJson(user);
  }

  return { createUser };
}
