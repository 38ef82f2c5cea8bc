// auth.users rows and the user JSON GoTrue returns. Hosted's auth.users has no defaults for most
// columns, so every insert names every column GoTrue reads (token columns as '' — GoTrue scans
// them into Go strings, and a NULL there breaks sign-in for that user).
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
  recovery_token: string;
  recovery_sent_at: Date | null;
  email_change: string;
  email_change_token_new: string;
  email_change_token_current: string;
  email_change_confirm_status: number;
  email_change_sent_at: Date | null;
}

const COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmed_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous,
  coalesce(recovery_token, '') as recovery_token, recovery_sent_at,
  coalesce(email_change, '') as email_change,
  coalesce(email_change_token_new, '') as email_change_token_new,
  coalesce(email_change_token_current, '') as email_change_token_current,
  coalesce(email_change_confirm_status, 0)::int as email_change_confirm_status,
  email_change_sent_at`;

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const [user] = await q.query<UserRow>(
    `select ${COLUMNS} from auth.users where lower(email) = lower($1) and not is_sso_user`,
    [email],
  );
  return user;
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  const [user] = await q.query<UserRow>(`select ${COLUMNS} from auth.users where id = $1`, [id]);
  return user;
}

export async function findUserByColumn(
  q: Queryable,
  column: 'recovery_token' | 'email_change_token_new' | 'email_change_token_current',
  hash: string,
): Promise<UserRow | undefined> {
  const [user] = await q.query<UserRow>(
    `select ${COLUMNS} from auth.users where ${column} = $1 and $1 <> ''`,
    [hash],
  );
  return user;
}

/** A confirmed e-mail user with its identity (sign-ups are auto-confirmed on this project). */
export async function insertUser(
  q: Queryable,
  email: string,
  passwordHash: string | null,
  metadata: Record<string, unknown>,
): Promise<UserRow> {
  const [user] = await q.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
       email_confirmed_at, confirmation_token, recovery_token, email_change_token_new,
       email_change, email_change_token_current, email_change_confirm_status, phone_change,
       phone_change_token, reauthentication_token, raw_app_meta_data, raw_user_meta_data,
       is_super_admin, is_sso_user, is_anonymous, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated',
       'authenticated', lower($1), $2, now(), '', '', '', '', '', 0, '', '', '',
       '{"provider": "email", "providers": ["email"]}', $3, false, false, false, now(), now())
     returning ${COLUMNS}`,
    [email, passwordHash, JSON.stringify(metadata)],
  );
  if (!user) throw new Error('insert into auth.users returned no row');
  await q.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider,
       last_sign_in_at, created_at, updated_at)
     values (gen_random_uuid(), $1::text, $1::uuid, $2, 'email', now(), now(), now())`,
    [user.id, JSON.stringify(identityData(user))],
  );
  return user;
}

export async function updateUser(
  q: Queryable,
  id: string,
  changes: { passwordHash?: string; metadata?: Record<string, unknown> },
): Promise<UserRow> {
  const [user] = await q.query<UserRow>(
    `update auth.users set
       encrypted_password = coalesce($2, encrypted_password),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || coalesce($3::jsonb, '{}'::jsonb),
       updated_at = now()
     where id = $1 returning ${COLUMNS}`,
    [id, changes.passwordHash ?? null, changes.metadata ? JSON.stringify(changes.metadata) : null],
  );
  if (!user) throw new Error(`user ${id} vanished during update`);
  return user;
}

function identityData(user: Pick<UserRow, 'id' | 'email'>) {
  return { sub: user.id, email: user.email, email_verified: true, phone_verified: false };
}

export function userJson(user: UserRow) {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: user.email_confirmed_at,
    phone: '',
    confirmed_at: user.confirmed_at,
    ...(user.email_change
      ? { new_email: user.email_change, email_change_sent_at: user.email_change_sent_at }
      : {}),
    ...(user.recovery_sent_at ? { recovery_sent_at: user.recovery_sent_at } : {}),
    last_sign_in_at: user.last_sign_in_at,
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: identityData(user),
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
