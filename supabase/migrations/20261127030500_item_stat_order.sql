-- An item's stats keep the order they were entered in (issue 41, item 14). items.stats was jsonb,
-- which stores an object's keys sorted by length and then bytes: entered "attack" then "frost",
-- every page showed frost first. It is json now, which keeps the text as written (the spec's
-- "map of stat name to value", in the admin's order). The shape check reads it as jsonb; a name
-- given twice is refused (json would keep both, jsonb only the last).
--
-- The order of rows stored before this cannot be recovered: they keep jsonb's order.

alter table public.items drop constraint items_stats_shape;
alter table public.items drop constraint items_stats_check;
alter table public.items alter column stats drop default;
alter table public.items alter column stats type json using stats::json;
alter table public.items alter column stats set default '{}'::json;
-- In public and executable by the API roles: a check runs as whoever writes the row.
create function public.item_stats_json_valid(p_stats json)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case when json_typeof(p_stats) = 'object' then
    public.item_stats_valid(p_stats::jsonb)
      and (select count(*) from json_object_keys(p_stats))
        = (select count(*) from jsonb_object_keys(p_stats::jsonb))
    else false
  end
$$;
revoke all on function public.item_stats_json_valid(json) from public, anon, authenticated;
grant execute on function public.item_stats_json_valid(json) to anon, authenticated, service_role;
alter table public.items add constraint items_stats_shape check (public.item_stats_json_valid(stats));
comment on column public.items.stats is
  'Stat name → number or short text, in the order the admin entered them (json keeps it).';
