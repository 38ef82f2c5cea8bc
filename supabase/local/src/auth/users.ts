// auth.users rows and the user JSON GoTrue returns. Hosted's auth.users has no defaults for most
// columns, so every insert names every column GoTrue reads (token columns as '' — GoTrue scans
// them into Go strings, and a NULL there breaks sign-in for that user).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db.ts';

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmed_at: Date | null;
  confirmation_token: string;
  confirmation_sent_at: Date | null;
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
  coalesce(confirmation_token, '') as confirmation_token, confirmation_sent_at,
  coalesce(recovery_token, '') as recovery_token, recovery_sent_at,
  coalesce(email_change, '') as email_change,
  coalesce(email_change_token_new, '') as email_change_token_new,
  coalesce(email_change_token_current, '') as email_change_token_current,
  coalesce(email_change_confirm_status, 0)::int as email_change_confirm_status,
  email_change_sent_at`;

/** The columns a mailed link's token hash is stored in. */
export type TokenColumn =
  'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'email_change_token_current';

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
  column: TokenColumn,
  hash: string,
): Promise<UserRow | undefined> {
  const [user] = await q.query<UserRow>(
    `select ${COLUMNS} from auth.users where ${column} = $1 and $1 <> ''`,
    [hash],
  );
  return user;
}

/**
 * An e-mail user with its identity: confirmed at once (admin API with email_confirm, or
 * enable_confirmations off) or waiting for the confirmation link.
 */
export async function insertUser(
  q: Queryable,
  email: string,
  passwordHash: string | null,
  metadata: Record<string, unknown>,
  confirmed: boolean,
): Promise<UserRow> {
  const [user] = await q.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
       email_confirmed_at, confirmation_token, recovery_token, email_change_token_new,
       email_change, email_change_token_current, email_change_confirm_status, phone_change,
       phone_change_token, reauthentication_token, raw_app_meta_data, raw_user_meta_data,
       is_super_admin, is_sso_user, is_anonymous, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated',
       'authenticated', lower($1), $2, case when $4::boolean then now() end, '', '', '', '', '', 0, '', '', '',
       '{"provider": "email", "providers": ["email"]}', $3, false, false, false, now(), now())
     returning ${COLUMNS}`,
    [email, passwordHash, JSON.stringify(metadata), confirmed],
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

function identityData(user: Pick<UserRow, 'id' | 'email' | 'email_confirmed_at'>) {
  return {
    sub: user.id,
    email: user.email,
    email_verified: user.email_confirmed_at !== null,
    phone_verified: false,
  };
}

/** Confirms the address (GoTrue's user.Confirm and signupVerify): the link is spent. */
export async function confirmUser(q: Queryable, id: string): Promise<void> {
  await q.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
       confirmation_token = '', updated_at = now()
     where id = $1`,
    [id],
  );
  await q.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}',
       updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [id],
  );
}

/** GoTrue leaves a time out of the user JSON when it is not set (omitempty). */
const when = (key: string, value: Date | null) => (value ? { [key]: value } : {});

export function userJson(user: UserRow) {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    ...when('email_confirmed_at', user.email_confirmed_at),
    phone: '',
    ...when('confirmation_sent_at', user.confirmation_sent_at),
    ...when('confirmed_at', user.confirmed_at),
    ...(user.email_change
      ? { new_email: user.email_change, email_change_sent_at: user.email_change_sent_at }
      : {}),
    ...when('recovery_sent_at', user.recovery_sent_at),
    ...when('last_sign_in_at', user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: identityData(user),
        provider: 'email',
        ...when('last_sign_in_at', user.last_sign_in_at),
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

/**
 * GoTrue's sanitizeUser: the answer to a sign-up with an address that already has a confirmed
 * account, shaped like a new unconfirmed user (a fresh id, no identities) so the answer does not
 * say who is registered. No mail is sent.
 */
export function obfuscatedUserJson(email: string, metadata: Record<string, unknown>) {
  const now = new Date();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
