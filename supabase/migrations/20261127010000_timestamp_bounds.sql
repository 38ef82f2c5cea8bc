-- Every moment the site keeps lies in 2000–2099 (issue 41, finding 1). A game bridge item dated
-- "9999-12-31T23:59:59-15:59" was stored as year 10000, which PostgreSQL writes
-- "10000-01-01T…" and no browser can read: the punishment pages threw for everyone, and nobody
-- could repair the row. The bridge refuses such dates (supabase/functions/game-bridge/values.ts,
-- the same bounds) and every date and timestamp column a client, an admin, the service role or
-- the bridge can write now holds them as a check constraint: from 2000-01-01 00:00 UTC
-- (inclusive) to 2100-01-01 00:00 UTC (exclusive). Tables of schemas private and audit are
-- written by the database alone, with now().

-- Rows written before the bounds are brought inside them, so the constraints hold for every row:
-- each moment outside becomes the nearest one inside (a date column takes the first or last
-- day). A punishment's expiry past the bounds was a stand-in for "never": it becomes permanent,
-- as does one that its date, brought up to 2000, would overtake (expires > date holds).
update public.punishments set expires = null
where expires is not null
  and (expires < '2000-01-01 00:00:00+00' or expires >= '2100-01-01 00:00:00+00');
update public.punishments
set date = greatest(least(date, '2099-12-31 23:59:59+00'), '2000-01-01 00:00:00+00'),
  expires = case when expires <= '2000-01-01 00:00:00+00' then null else expires end
where date < '2000-01-01 00:00:00+00' or date >= '2100-01-01 00:00:00+00';
do $$
declare
  target record;
  -- A date column's bounds are days; a timestamp column's, moments in UTC.
  kind text;
  low text;
  high text;
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
    select case when c.data_type = 'date' then 'date' else 'timestamptz' end
    into kind
    from information_schema.columns c
    where c.table_schema = 'public' and c.table_name = target.table_name
      and c.column_name = target.column_name;
    low := case when kind = 'date' then '2000-01-01' else '2000-01-01 00:00:00+00' end;
    high := case when kind = 'date' then '2100-01-01' else '2100-01-01 00:00:00+00' end;
    -- The nearest moment inside: the first one, or the last whole second (day) before the end.
    execute format(
      'update public.%1$I set %2$I = case when %2$I < %3$L::%6$s then %3$L::%6$s else %4$L::%6$s end where %2$I < %3$L::%6$s or %2$I >= %5$L::%6$s',
      target.table_name, target.column_name, low,
      case when kind = 'date' then '2099-12-31' else '2099-12-31 23:59:59+00' end, high, kind
    );
    -- Inline comparisons, not a function: a check runs with the writer's rights (anon's too).
    execute format(
      'alter table public.%1$I add constraint %2$I check (%3$I >= %4$L::%6$s and %3$I < %5$L::%6$s)',
      target.table_name, target.table_name || '_' || target.column_name || '_in_bounds',
      target.column_name, low, high, kind
    );
  end loop;
end
$$;
