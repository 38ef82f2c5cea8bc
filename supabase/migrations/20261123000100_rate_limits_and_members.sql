-- Building blocks for the abuse limits of the following migrations: a private schema the API
-- never exposes, rate limits whose state lives in the database (so they hold with any number of
-- API servers in front of it), and the check that a signed-in caller still has an account.

-- PostgREST exposes only the schemas it is configured with (public here and on hosted); the API
-- roles get no usage on this one either, so its tables and functions are reachable only from the
-- security definer functions in public. The functions here are therefore plain (invoker) ones:
-- they run as the definer function that calls them.
create schema private;
revoke all on schema private from public, anon, authenticated;

-- Rate limits ---------------------------------------------------------------------------------
-- One row per counted action. A sliding window over these rows (rather than a per-minute counter)
-- means "10 a minute" holds for any 60 s, not just within calendar minutes.

create table private.rate_limit_events (
  bucket text not null,
  at timestamptz not null default now()
);
create index rate_limit_events_bucket_at_idx on private.rate_limit_events (bucket, at);
create index rate_limit_events_at_idx on private.rate_limit_events (at);
comment on table private.rate_limit_events is
  'Actions counted by private.take_rate_limit; rows older than a day are swept.';

alter table private.rate_limit_events enable row level security;
revoke all on private.rate_limit_events from public, anon, authenticated, service_role;

-- Counts one action in `p_bucket`, or raises HTTP 429 with `p_message` when `p_limit` actions
-- already happened within `p_window`. Call it last, right before the write it guards: the count
-- is part of the caller's transaction, so a request refused for any other reason (which rolls the
-- transaction back) does not use up the caller's allowance.
create function private.take_rate_limit(
  p_bucket text,
  p_limit integer,
  p_window interval,
  p_message text
)
returns void
language plpgsql
set search_path = ''
as $$
begin
  -- Serialise callers of one bucket: two concurrent requests must not both see limit - 1.
  perform pg_advisory_xact_lock(hashtextextended('rate_limit:' || p_bucket, 0));
  if (
    select count(*) from private.rate_limit_events e
    where e.bucket = p_bucket and e.at > now() - p_window
  ) >= p_limit then
    -- PostgREST answers a PTxyz SQLSTATE with HTTP status xyz.
    raise exception '%', p_message using errcode = 'PT429';
  end if;
  insert into private.rate_limit_events (bucket) values (p_bucket);
  -- No window is longer than a day; the index on "at" keeps the sweep cheap.
  delete from private.rate_limit_events e where e.at < now() - interval '1 day';
end
$$;
revoke all on function private.take_rate_limit(text, integer, interval, text) from public;

-- Members -------------------------------------------------------------------------------------
-- An access token stays valid until it expires, also after its account was deleted. Writes that
-- act for a signed-in user call this first: it answers the caller's id (null when signed out) and
-- refuses a token whose user no longer has a public.users row.
create function private.current_member()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is not null and not exists (select 1 from public.users u where u.id = caller) then
    raise exception 'Your account no longer exists'
      using errcode = '42501', hint = 'Sign in again or create a new account.';
  end if;
  return caller;
end
$$;
revoke all on function private.current_member() from public;

-- Display names -------------------------------------------------------------------------------
-- What the site shows for a user in public places (bid log, chat notification): the profile's
-- username, or 'Anonymous'. Never the e-mail address.
create function private.display_name(p_user_id uuid)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select nullif(btrim(p.username), '') from public.profiles p where p.id = p_user_id),
    'Anonymous'
  )
$$;
revoke all on function private.display_name(uuid) from public;

-- A username is shown to everyone, so it must not be an e-mail address. The sign-up trigger takes
-- the part before the '@'; a client creating its own profile could send anything.
update public.profiles set username = split_part(username, '@', 1)
where position('@' in username) > 0 and split_part(username, '@', 1) <> '';
update public.profiles set username = 'user_' || left(id::text, 8)
where position('@' in username) > 0;
alter table public.profiles
  add constraint profiles_username_not_email check (position('@' in username) = 0);
