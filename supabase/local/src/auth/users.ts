// auth.users rows and the user JSON GoTrue returns.
import type { Queryable } from '../db.ts';

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  is_anonymous: boolean;
}

const COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous`;

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const [user] = await q.query<UserRow>(
    `select ${COLUMNS} from auth.users where lower(email) = lower($1)`,
    [email],
  );
  return user;
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  const [user] = await q.query<UserRow>(`select ${COLUMNS} from auth.users where id = $1`, [id]);
  return user;
}

export async function insertUser(
  q: Queryable,
  email: string,
  passwordHash: string,
  metadata: Record<string, unknown>,
): Promise<UserRow> {
  const [user] = await q.query<UserRow>(
    `insert into auth.users (email, encrypted_password, raw_user_meta_data, email_confirmed_at, last_sign_in_at)
     values (lower($1), $2, $3, now(), now()) returning ${COLUMNS}`,
    [email, passwordHash, JSON.stringify(metadata)],
  );
  if (!user) throw new Error('insert into auth.users returned no row');
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1::text, $1::uuid, $2, 'email', now())`,
    [
      user.id,
      JSON.stringify({
        sub: user.id,
        email: user.email,
        email_verified: true,
        phone_verified: false,
      }),
    ],
  );
  return user;
}

export async function updateUser(
  q: Queryable,
  id: string,
  changes: { passwordHash?: string; email?: string; metadata?: Record<string, unknown> },
): Promise<UserRow> {
  const [user] = await q.query<UserRow>(
    `update auth.users set
       encrypted_password = coalesce($2, encrypted_password),
       email = coalesce(lower($3), email),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || coalesce($4::jsonb, '{}'::jsonb),
       updated_at = now()
     where id = $1 returning ${COLUMNS}`,
    [
      id,
      changes.passwordHash ?? null,
      changes.email ?? null,
      changes.metadata ? JSON.stringify(changes.metadata) : null,
    ],
  );
  if (!user) throw new Error(`user ${id} vanished during update`);
  return user;
}

export function userJson(user: UserRow) {
  const identityData = {
    sub: user.id,
    email: user.email,
    email_verified: true,
    phone_verified: false,
  };
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: user.email_confirmed_at,
    phone: '',
    confirmed_at: user.confirmed_at,
    last_sign_in_at: user.last_sign_in_at,
    app_metadata: user.raw_app_meta_data ?? { provider: 'email', providers: ['email'] },
    user_metadata: user.raw_user_meta_data ?? {},
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: identityData,
        provider: 'email',
        last_sign_in_at: user.last_sign_in_at,
        created_at: user.created_at,
        updated_at: user.updated_at,
        email: user.email,
      },
    ],
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: user.is_anonymous,
  };
}
