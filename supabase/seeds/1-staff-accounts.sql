-- Staff dev accounts (local development only, after seed.sql; password "Password1"): an editor,
-- who writes the site's content and news, and a moderator, who runs the punishments back office
-- (issue 36). Made as seed.sql makes the admin and the member.
insert into auth.users
  (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
   confirmation_token, recovery_token, email_change_token_new, email_change,
   email_change_token_current, email_change_confirm_status, phone_change, phone_change_token,
   reauthentication_token, raw_app_meta_data, raw_user_meta_data, is_super_admin, is_sso_user,
   is_anonymous, created_at, updated_at)
select '00000000-0000-0000-0000-000000000000', a.id, 'authenticated', 'authenticated', a.email,
  extensions.crypt('Password1', extensions.gen_salt('bf', 10)), now() - interval '60 days',
  '', '', '', '', '', 0, '', '', '',
  '{"provider": "email", "providers": ["email"]}', '{}', false, false, false,
  now() - interval '60 days', now() - interval '60 days'
from (values
  ('a0000000-0000-4000-8000-000000000003'::uuid, 'editor@example.com'),
  ('a0000000-0000-4000-8000-000000000004'::uuid, 'moderator@example.com')
) as a (id, email);

insert into auth.identities
  (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select gen_random_uuid(), id::text, id,
  jsonb_build_object('sub', id::text, 'email', email, 'email_verified', true),
  'email', created_at, created_at, updated_at
from auth.users
where id in ('a0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000004');

update public.profiles set minecraft_username = 'Bragi_Skald', privacy_setting = 'public'
where id = 'a0000000-0000-4000-8000-000000000003';
update public.profiles set minecraft_username = 'Forseti_Mod', privacy_setting = 'public'
where id = 'a0000000-0000-4000-8000-000000000004';

insert into public.user_roles (user_id, role_id)
select a.id, r.id
from (values
  ('a0000000-0000-4000-8000-000000000003'::uuid, 'editor'),
  ('a0000000-0000-4000-8000-000000000004'::uuid, 'moderator')
) as a (id, role)
join public.roles r on r.name = a.role;
