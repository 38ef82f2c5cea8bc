-- Every moment the site keeps lies in 2000–2099 (issue 41, finding 1). A game bridge item dated
-- "9999-12-31T23:59:59-15:59" was stored as year 10000, which PostgreSQL writes
-- "10000-01-01T…" and no browser can read: the punishment pages threw for everyone, and nobody
-- could repair the row. The bridge refuses such dates (supabase/functions/game-bridge/values.ts,
-- the same bounds) and every date and timestamp column a client, an admin, the service role or
-- the bridge can write now holds them as a check constraint: from 2000-01-01 00:00 UTC
-- (inclusive) to 2100-01-01 00:00 UTC (exclusive). Tables of schemas private and audit are
-- written by the database alone, with now().

create function private.within_time_bounds(p_at timestamptz)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_at >= '2000-01-01 00:00:00+00'::timestamptz and p_at < '2100-01-01 00:00:00+00'::timestamptz
$$;
comment on function private.within_time_bounds(timestamptz) is
  'Whether a moment lies in 2000–2099 (UTC): the bounds of every timestamp column of public.';

create function private.within_time_bounds(p_day date)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_day >= '2000-01-01'::date and p_day < '2100-01-01'::date
$$;
comment on function private.within_time_bounds(date) is
  'Whether a day lies in 2000–2099: the bounds of every date column of public.';
revoke all on function private.within_time_bounds(timestamptz) from public;
revoke all on function private.within_time_bounds(date) from public;

-- Rows written before the bounds are brought inside them, so the constraints hold for every row:
-- each moment outside becomes the nearest one inside (a date column takes the first or last
-- day). A punishment's expiry past the bounds was a stand-in for "never": it becomes permanent,
-- as does one that its date, brought up to 2000, would overtake (expires > date holds).
update public.punishments set expires = null
where expires is not null and not private.within_time_bounds(expires);
update public.punishments
set date = greatest(least(date, '2099-12-31 23:59:59+00'), '2000-01-01 00:00:00+00'),
  expires = case when expires <= '2000-01-01 00:00:00+00' then null else expires end
where not private.within_time_bounds(date);
do $$
declare
  target record;
begin
  for target in
    select * from (values
      ('punishments', 'date'), ('punishments', 'expires'), ('punishments', 'revoked_at'),
      ('punishments', 'created_at'),
      ('calendar_events', 'date'), ('calendar_events', 'created_at'),
      ('calendar_events', 'updated_at'),
      ('auction_listings', 'end_time'), ('auction_listings', 'created_at'),
      ('auction_listings', 'updated_at'), ('auction_listings', 'cancelled_at'),
      ('auction_listings', 'settled_at'), ('auction_listings', 'delivered_at'),
      ('auction_logs', 'timestamp'), ('auction_logs', 'notified_at'),
      ('items', 'created_at'), ('items', 'updated_at'), ('items', 'retired_at'),
      ('profiles', 'created_at'), ('profiles', 'updated_at'), ('profiles', 'last_active_at'),
      ('member_notices', 'created_at'), ('member_notices', 'read_at'),
      ('clicker_saves', 'created_at'), ('clicker_saves', 'updated_at'),
      ('elder_clicker_scores', 'created_at'), ('flappy_steve_scores', 'created_at'),
      ('roles', 'created_at'), ('user_roles', 'created_at'), ('users', 'created_at')
    ) as t(table_name, column_name)
  loop
    execute format(
      'update public.%1$I set %2$I = case when %2$I < ''2000-01-01 00:00:00+00'' then ''2000-01-01 00:00:00+00''::timestamptz else ''2099-12-31 23:59:59+00''::timestamptz end where not private.within_time_bounds(%2$I)',
      target.table_name, target.column_name
    );
    execute format(
      'alter table public.%1$I add constraint %2$I check (private.within_time_bounds(%3$I))',
      target.table_name,
      target.table_name || '_' || target.column_name || '_in_bounds',
      target.column_name
    );
  end loop;
end
$$;
