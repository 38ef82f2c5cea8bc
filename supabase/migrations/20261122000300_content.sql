-- Public reference content: items, punishments, calendar events.

create table public.items (
  id bigint generated always as identity primary key,
  name text not null unique check (btrim(name) <> ''),
  description text not null default '',
  "set" text,
  rarity text not null check (btrim(rarity) <> ''),
  tier text not null check (btrim(tier) <> ''),
  category text not null check (category in ('armor', 'weapon', 'ability')),
  -- Stat name -> value, e.g. {"defense": 12, "speed": "+5%"}.
  stats jsonb not null default '{}' check (jsonb_typeof(stats) = 'object'),
  ability jsonb check (
    ability is null or (
      jsonb_typeof(ability) = 'object'
      and jsonb_typeof(ability -> 'name') = 'string'
      and jsonb_typeof(ability -> 'description') = 'string'
      and jsonb_typeof(ability -> 'cooldown') = 'number'
    )
  ),
  -- Sorting the text columns descending puts 'B' above 'A' and 'Rare' above 'Mythic'; these ranks
  -- give the intended order: order by tier_rank desc, rarity_rank desc.
  tier_rank smallint generated always as (
    case tier when 'S++' then 5 when 'S+' then 4 when 'S' then 3 when 'A' then 2 when 'B' then 1
      else 0 end
  ) stored,
  rarity_rank smallint generated always as (
    case rarity when 'Mythic' then 4 when 'Legendary' then 3 when 'Epic' then 2 when 'Rare' then 1
      else 0 end
  ) stored,
  created_at timestamptz not null default now()
);
comment on column public.items.ability is 'Optional {name, description, cooldown (seconds)}.';

create table public.punishments (
  id bigint generated always as identity primary key,
  player_name text not null check (btrim(player_name) <> ''),
  type text not null check (type in ('ban', 'mute', 'kick', 'warn', 'other')),
  reason text not null check (btrim(reason) <> ''),
  date timestamptz not null default now(),
  staff_name text not null check (btrim(staff_name) <> ''),
  active boolean not null default true,
  expires timestamptz check (expires is null or expires > date),
  created_at timestamptz not null default now()
);
create index punishments_date_idx on public.punishments (date desc);

create table public.calendar_events (
  id bigint generated always as identity primary key,
  title text not null check (btrim(title) <> ''),
  date date not null,
  -- A time of day; PostgREST returns it as 'HH:MM:SS'.
  time time not null,
  description text,
  type text not null default 'event' check (type in ('event', 'maintenance', 'raid')),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index calendar_events_date_idx on public.calendar_events (date, time);

create trigger calendar_events_set_updated_at
  before update on public.calendar_events
  for each row execute function public.set_updated_at();

-- Row-level security --------------------------------------------------------------------------

alter table public.items enable row level security;
revoke all on public.items from anon, authenticated;
grant select on public.items to anon, authenticated;
grant all on public.items to service_role;
create policy "items: everyone reads" on public.items
  for select to anon, authenticated using (true);

alter table public.punishments enable row level security;
revoke all on public.punishments from anon, authenticated;
grant select on public.punishments to anon, authenticated;
grant all on public.punishments to service_role;
create policy "punishments: everyone reads" on public.punishments
  for select to anon, authenticated using (true);

alter table public.calendar_events enable row level security;
revoke all on public.calendar_events from anon, authenticated;
grant select on public.calendar_events to anon;
grant select,
  insert (title, date, time, description, type, created_by),
  update (title, date, time, description, type),
  delete
  on public.calendar_events to authenticated;
grant all on public.calendar_events to service_role;
create policy "calendar_events: everyone reads" on public.calendar_events
  for select to anon, authenticated using (true);
-- created_by is the acting admin (the column default, or sent explicitly by the client).
create policy "calendar_events: admins create" on public.calendar_events
  for insert to authenticated
  with check ((select public.is_admin()) and created_by = (select auth.uid()));
create policy "calendar_events: admins edit" on public.calendar_events
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "calendar_events: admins delete" on public.calendar_events
  for delete to authenticated using ((select public.is_admin()));
