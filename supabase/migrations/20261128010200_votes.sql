-- Votes that count (issue 38, item 3). The votes page was a list of links: nothing counted a vote.
-- Now the game server's plugin hands on each vote NuVotifier gives it (POST /votes of the game
-- bridge: service, uuid, name, at, id), and /votes shows this month's top voters, the signed-in
-- player's votes this month and streak of days, last month's winners and, for admins, the votes
-- per site. Rewards stay in game.
--
-- Months and days are UTC. The pages read counters, kept by a statement trigger as votes arrive
-- (a page never counts a month of votes): per month and player, per month and site, per player
-- and day.

create table public.game_votes (
  id bigint generated always as identity primary key,
  -- The vote's key on the game side (the plugin's id); a vote sent again is the same vote.
  vote_key text unique
    constraint game_votes_vote_key_length check (char_length(vote_key) between 1 and 128),
  -- The vote site, as NuVotifier names it (its serviceName).
  service text not null
    constraint game_votes_service_length check (char_length(service) between 1 and 64),
  player_uuid uuid not null references public.game_players (uuid),
  -- The name the vote was cast for.
  player_name text not null
    constraint game_votes_player_name_length check (char_length(player_name) between 1 and 64),
  voted_at timestamptz not null,
  received_at timestamptz not null default now(),
  -- Without an id, a vote is its site, player and moment.
  constraint game_votes_same_vote unique (service, player_uuid, voted_at),
  constraint game_votes_voted_at_in_bounds
    check (voted_at >= '2000-01-01 00:00:00+00' and voted_at < '2100-01-01 00:00:00+00'),
  constraint game_votes_received_at_in_bounds
    check (received_at >= '2000-01-01 00:00:00+00' and received_at < '2100-01-01 00:00:00+00')
);
comment on table public.game_votes is
  'Votes for the server, as the game server''s plugin received them (game bridge: POST /votes).';
-- The votes themselves are read by no API role: the pages read the counters through functions.
alter table public.game_votes enable row level security;
revoke all on public.game_votes from anon, authenticated;
grant all on public.game_votes to service_role;

-- Counters --------------------------------------------------------------------------------------
create table private.vote_month_players (
  month date not null,
  player_uuid uuid not null,
  votes integer not null,
  -- The newest vote of the month: between equal counts, who got there first ranks first.
  last_vote_at timestamptz not null,
  primary key (month, player_uuid)
);
create index vote_month_players_top_idx on private.vote_month_players
  (month, votes desc, last_vote_at, player_uuid);
create table private.vote_month_sites (
  month date not null,
  service text not null,
  votes integer not null,
  primary key (month, service)
);
create table private.vote_days (
  player_uuid uuid not null,
  day date not null,
  votes integer not null,
  primary key (player_uuid, day)
);
create table private.vote_months (
  month date primary key,
  votes bigint not null,
  voters integer not null
);
alter table private.vote_month_players enable row level security;
alter table private.vote_month_sites enable row level security;
alter table private.vote_days enable row level security;
alter table private.vote_months enable row level security;
revoke all on private.vote_month_players, private.vote_month_sites, private.vote_days,
  private.vote_months from public, anon, authenticated, service_role;

create function private.vote_month(p_at timestamptz)
returns date
language sql
immutable
parallel safe
set search_path = ''
as $$
  select date_trunc('month', p_at at time zone 'UTC')::date
$$;
revoke all on function private.vote_month(timestamptz) from public;

-- Statement-level over the new votes (a batch, or a million seeded at once), in key order so that
-- concurrent batches lock counter rows in the same order. Votes are never changed; a deleted one
-- (a console's cleanup) is taken off.
create function private.count_votes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changes text := case tg_op
    when 'INSERT' then 'select *, 1 as sign from new_rows'
    else 'select *, -1 as sign from old_rows'
  end;
begin
  -- Players new to their month count as voters of it (before the month's rows are written).
  execute format($sql$
    insert into private.vote_months as m (month, votes, voters)
    select c.month, sum(c.votes), count(*) filter (where v.player_uuid is null and c.votes > 0)
      - count(*) filter (where v.votes + c.votes = 0)
    from (
      select private.vote_month(voted_at) as month, player_uuid, sum(sign) as votes
      from (%s) changes group by 1, 2
    ) c
    left join private.vote_month_players v on v.month = c.month and v.player_uuid = c.player_uuid
    group by c.month
    order by c.month
    on conflict (month) do update set
      votes = m.votes + excluded.votes, voters = m.voters + excluded.voters
  $sql$, changes);
  execute format($sql$
    insert into private.vote_month_players as v (month, player_uuid, votes, last_vote_at)
    select private.vote_month(voted_at), player_uuid, sum(sign), max(voted_at)
    from (%s) changes
    group by 1, 2
    order by 1, 2
    on conflict (month, player_uuid) do update set
      votes = v.votes + excluded.votes,
      last_vote_at = greatest(v.last_vote_at, excluded.last_vote_at)
  $sql$, changes);
  execute format($sql$
    insert into private.vote_month_sites as s (month, service, votes)
    select private.vote_month(voted_at), service, sum(sign)
    from (%s) changes
    group by 1, 2
    order by 1, 2
    on conflict (month, service) do update set votes = s.votes + excluded.votes
  $sql$, changes);
  execute format($sql$
    insert into private.vote_days as d (player_uuid, day, votes)
    select player_uuid, (voted_at at time zone 'UTC')::date, sum(sign)
    from (%s) changes
    group by 1, 2
    order by 1, 2
    on conflict (player_uuid, day) do update set votes = d.votes + excluded.votes
  $sql$, changes);
  if tg_op = 'DELETE' then
    delete from private.vote_month_players where votes <= 0;
    delete from private.vote_month_sites where votes <= 0;
    delete from private.vote_days where votes <= 0;
  end if;
  return null;
end
$$;
revoke all on function private.count_votes() from public;
create trigger game_votes_count_inserts
  after insert on public.game_votes
  referencing new table as new_rows
  for each statement execute function private.count_votes();
create trigger game_votes_count_deletes
  after delete on public.game_votes
  referencing old table as old_rows
  for each statement execute function private.count_votes();
-- Votes are what arrived: never rewritten.
create function private.refuse_vote_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Votes are not changed: delete a wrong one instead';
end
$$;
revoke all on function private.refuse_vote_update() from public;
create trigger game_votes_unchanged
  before update on public.game_votes
  for each row execute function private.refuse_vote_update();

-- POST /votes of the game bridge (game-bridge checks each item). Each vote is added once: a vote
-- sent again (by its id, or by its site, player and moment) changes nothing. The voters are
-- players of the site from now on. Returns { added, duplicates }. Service role only.
create function public.bridge_record_votes(p_items jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  added bigint;
  total integer := jsonb_array_length(p_items);
begin
  perform private.note_players((
    select coalesce(jsonb_agg(jsonb_build_object('uuid', i.uuid, 'name', i.name)), '[]')
    from jsonb_to_recordset(p_items) as i (uuid uuid, name text)
  ));
  with written as (
    insert into public.game_votes (vote_key, service, player_uuid, player_name, voted_at)
    select i.id, i.service, i.uuid, i.name, i.at
    from rows from (
      jsonb_to_recordset(p_items) as (service text, uuid uuid, name text, at timestamptz, id text)
    ) with ordinality as i (service, uuid, name, at, id, n)
    order by i.n
    on conflict do nothing
    returning 1
  )
  select count(*) into added from written;
  return jsonb_build_object('added', added, 'duplicates', total - added);
end
$$;
comment on function public.bridge_record_votes(jsonb) is
  'Game bridge: votes as the server''s vote listener received them, each once. Service role only.';
revoke all on function public.bridge_record_votes(jsonb) from public, anon, authenticated;
grant execute on function public.bridge_record_votes(jsonb) to service_role;

-- What the pages read ---------------------------------------------------------------------------
-- A voter as the pages show them: the player's current name and, when the player is linked to a
-- member who shows a public name (privacy not private), that name.
create function private.voter_row(p_uuid uuid, p_votes integer)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'name', p.name,
    'votes', p_votes,
    'member', (
      select nullif(private.display_name(a.user_id), 'Anonymous')
      from public.game_accounts a where a.player_uuid = p_uuid
    )
  )
  from public.game_players p where p.uuid = p_uuid
$$;
revoke all on function private.voter_row(uuid, integer) from public;

-- Days in a row with a vote, up to today (UTC); a streak whose last day is yesterday still
-- stands (today's vote may come yet). Reads the player's days newest first and stops at the
-- first gap.
create function private.vote_streak(p_uuid uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  select coalesce((
    select count(*)::integer
    from (
      select d.day, d.day + (row_number() over (order by d.day desc))::integer as island
      from (
        select d.day from private.vote_days d
        where d.player_uuid = p_uuid and d.day <= (now() at time zone 'UTC')::date
        order by d.day desc
        limit 3660
      ) d
    ) days
    where island = (
      select max(d.day) + 1 from private.vote_days d
      where d.player_uuid = p_uuid and d.day <= (now() at time zone 'UTC')::date
        and d.day >= (now() at time zone 'UTC')::date - 1
    )
  ), 0)
$$;
revoke all on function private.vote_streak(uuid) from public;

-- The votes page's public part: this month's votes and voters, its top voters (p_limit, 1 to 25)
-- and last month's top three, as { month, votes, voters, top: [{ name, votes, member }],
-- last_month: { month, winners: […] } }.
create function public.vote_leaders(p_limit integer default 10)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  this_month date := private.vote_month(now());
  last_month date := (this_month - interval '1 month')::date;
  cap integer := least(greatest(coalesce(p_limit, 10), 1), 25);
begin
  return jsonb_build_object(
    'month', to_char(this_month, 'YYYY-MM'),
    'votes', coalesce((select m.votes from private.vote_months m where m.month = this_month), 0),
    'voters', coalesce((select m.voters from private.vote_months m where m.month = this_month), 0),
    'top', coalesce((
      select jsonb_agg(private.voter_row(v.player_uuid, v.votes)
        order by v.votes desc, v.last_vote_at, v.player_uuid)
      from (
        select * from private.vote_month_players v where v.month = this_month
        order by v.votes desc, v.last_vote_at, v.player_uuid
        limit cap
      ) v
    ), '[]'),
    'last_month', jsonb_build_object(
      'month', to_char(last_month, 'YYYY-MM'),
      'winners', coalesce((
        select jsonb_agg(private.voter_row(v.player_uuid, v.votes)
          order by v.votes desc, v.last_vote_at, v.player_uuid)
        from (
          select * from private.vote_month_players v where v.month = last_month
          order by v.votes desc, v.last_vote_at, v.player_uuid
          limit 3
        ) v
      ), '[]')
    )
  );
end
$$;
comment on function public.vote_leaders(integer) is
  'This month''s votes and top voters, and last month''s winners (months in UTC).';
revoke all on function public.vote_leaders(integer) from public, anon, authenticated;
grant execute on function public.vote_leaders(integer) to anon, authenticated, service_role;

-- The signed-in member's own votes: { linked, name, votes, rank, streak, last_vote_day }; linked
-- false (and nothing else) for a member without a game account.
create function public.my_votes()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  player public.game_players;
  this_month date := private.vote_month(now());
  mine private.vote_month_players;
begin
  if caller is null then
    raise exception 'Sign in to see your votes' using errcode = '42501';
  end if;
  select p.* into player from public.game_accounts a
  join public.game_players p on p.uuid = a.player_uuid
  where a.user_id = caller;
  if not found then
    return jsonb_build_object('linked', false);
  end if;
  select * into mine from private.vote_month_players v
  where v.month = this_month and v.player_uuid = player.uuid;
  return jsonb_build_object(
    'linked', true,
    'name', player.name,
    'votes', coalesce(mine.votes, 0),
    'rank', case when mine.votes is not null then 1 + (
      select count(*) from private.vote_month_players v
      where v.month = this_month
        and (v.votes, mine.last_vote_at, mine.player_uuid) > (mine.votes, v.last_vote_at, v.player_uuid)
    ) end,
    'streak', private.vote_streak(player.uuid),
    'last_vote_day', (
      select max(d.day) from private.vote_days d where d.player_uuid = player.uuid
    )
  );
end
$$;
comment on function public.my_votes() is
  'The signed-in member''s votes this month, rank and streak of days (by their linked player).';
revoke all on function public.my_votes() from public, anon, authenticated;
grant execute on function public.my_votes() to authenticated;

-- Admins: votes per site, this month and last ({ month, sites: [{ service, votes }], last_month }).
create function public.vote_site_counts()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  this_month date := private.vote_month(now());
  last_month date := (this_month - interval '1 month')::date;
begin
  if not public.is_admin() then
    raise exception 'Only admins see the votes per site' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'month', to_char(this_month, 'YYYY-MM'),
    'sites', coalesce((
      select jsonb_agg(jsonb_build_object('service', s.service, 'votes', s.votes)
        order by s.votes desc, s.service)
      from private.vote_month_sites s where s.month = this_month
    ), '[]'),
    'last_month', jsonb_build_object(
      'month', to_char(last_month, 'YYYY-MM'),
      'sites', coalesce((
        select jsonb_agg(jsonb_build_object('service', s.service, 'votes', s.votes)
          order by s.votes desc, s.service)
        from private.vote_month_sites s where s.month = last_month
      ), '[]')
    )
  );
end
$$;
comment on function public.vote_site_counts() is 'Admins: votes per vote site, this month and last.';
revoke all on function public.vote_site_counts() from public, anon, authenticated;
grant execute on function public.vote_site_counts() to authenticated;
