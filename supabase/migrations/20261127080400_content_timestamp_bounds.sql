-- The bounds of 20261127010000 on the content tables (issue 36): every date and timestamp column
-- of a table in public holds 2000-01-01 to 2099-12-31 (UTC), whoever writes — a news post
-- scheduled for the year 10000 is refused as a punishment dated then is. The content tables are
-- new, so nothing is moved into the bounds first; each column without its check gets one.
do $$
declare
  target record;
  low text;
  high text;
begin
  for target in
    select c.table_name, c.column_name,
      case when c.data_type = 'date' then 'date' else 'timestamptz' end as kind
    from information_schema.columns c
    join information_schema.tables t using (table_schema, table_name)
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in ('date', 'timestamp with time zone', 'timestamp without time zone')
      and not exists (
        select 1 from pg_constraint k
        where k.conrelid = format('public.%I', c.table_name)::regclass and k.contype = 'c'
          and k.conname = c.table_name || '_' || c.column_name || '_in_bounds'
      )
    order by 1, 2
  loop
    low := case when target.kind = 'date' then '2000-01-01' else '2000-01-01 00:00:00+00' end;
    high := case when target.kind = 'date' then '2100-01-01' else '2100-01-01 00:00:00+00' end;
    -- Inline comparisons, not a function: a check runs with the writer's rights (anon's too).
    execute format(
      'alter table public.%1$I add constraint %2$I check (%3$I >= %4$L::%6$s and %3$I < %5$L::%6$s)',
      target.table_name, target.table_name || '_' || target.column_name || '_in_bounds',
      target.column_name, low, high, target.kind
    );
  end loop;
end
$$;
