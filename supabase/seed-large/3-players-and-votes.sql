-- The large data set, part 3 (after 2-records.sql, in the same transaction): the game's players
-- and their votes (issue 38). seed_settings, seed_names and pg_temp.rnd/zipf come from part 1.
--
-- At scale 1: 100,000 players the game server has named (the busiest of the record's 150,000
-- names, passing over the few that repeat a busier one's), 30 % of the first half renamed once
-- (their old name is one of the record's other names, so their punishments under it follow
-- them), the punishments of the last two years under a current name carrying its player's UUID
-- (older ones are found by name, as rows from before the bridge sent UUIDs), 60 % of the
-- accounts that typed a player's name linked to that player, and 1,000,000 votes over 13 months
-- on five vote sites, denser towards now.

create temp table seed_game on commit drop as
select greatest(10, round(100000 * scale))::integer as players,
  greatest(1, round(1000000 * scale))::integer as votes,
  anchor
from seed_settings;

-- The first g.players ranks whose name no busier rank holds; ranks from `spare` on are nobody's
-- current name (old names come from there).
create temp table seed_players on commit drop as
select * from (
  select k.r, md5('norsecraft-player:' || k.r)::uuid as uuid, n.name, d.first_seen_at,
    d.first_seen_at + (g.anchor - d.first_seen_at) * (0.5 + 0.5 * pg_temp.rnd(k.r, 112))
      as seen_at,
    -- Renamed: the old name is a name of the record no current player holds.
    case when k.r < g.players / 2 and pg_temp.rnd(k.r, 113) < 0.3 then old.name end as old_name,
    row_number() over (order by k.r) as seq
  from seed_game g
  cross join lateral (select g.players + g.players / 50 + 10 as spare) x
  cross join generate_series(0, x.spare - 1) as k (r)
  join seed_names n on n.r = k.r
  left join seed_names old on old.r = x.spare + k.r
    and x.spare + k.r < (select players from seed_settings)
  cross join lateral (
    select g.anchor - interval '5 years' * (1 - pg_temp.rnd(k.r, 111) ^ 0.7) as first_seen_at
  ) d
  where not exists (select 1 from seed_names o where lower(o.name) = lower(n.name) and o.r < k.r)
) p
where p.seq <= (select players from seed_game);
create unique index on seed_players (r);
analyze seed_players;

insert into public.game_players (uuid, name, first_seen_at, seen_at)
select uuid, name, first_seen_at, seen_at from seed_players order by uuid;

-- Every name each player has had: the current one (since the rename, if any) and the old one.
insert into public.game_player_names (player_uuid, name, first_seen_at, last_seen_at)
select uuid, name,
  case when old_name is null then first_seen_at
    else first_seen_at + (seen_at - first_seen_at) * 0.4 end,
  seen_at
from seed_players
union all
select uuid, old_name, first_seen_at, first_seen_at + (seen_at - first_seen_at) * 0.4
from seed_players where old_name is not null;

-- The bridge's punishments of the last two years name their player's UUID.
update public.punishments p set player_uuid = s.uuid
from seed_players s
where p.player_key = lower(s.name) collate "C"
  and p.date >= (select anchor from seed_game) - interval '2 years';

-- Linked accounts: the typed name gives way to the verified one, as a link does.
with linked as (
  insert into public.game_accounts (user_id, player_uuid, linked_at)
  select pr.id, s.uuid, greatest(s.first_seen_at, u.created_at)
    + (s.seen_at - greatest(s.first_seen_at, u.created_at)) * pg_temp.rnd(s.r, 121)
  from public.profiles pr
  join auth.users u on u.id = pr.id
  join seed_players s on lower(s.name) = lower(pr.minecraft_username)
  where pr.id between 'b0000000-0000-4000-8000-000000000000'
      and 'b0000000-0000-4000-8000-ffffffffffff'
    and pg_temp.rnd(s.r, 122) < 0.6
    and s.seen_at > greatest(s.first_seen_at, u.created_at)
  returning user_id
)
update public.profiles pr set minecraft_username = null
from linked where pr.id = linked.user_id;

-- Votes: regulars vote most (Zipf over the players, flattened so that the busiest vote a few
-- dozen times a month, as five sites once a day allow), over 13 months up to the anchor, denser
-- towards now; a vote repeating another's site, player and second is the same vote.
insert into public.game_votes (vote_key, service, player_uuid, player_name, voted_at, received_at)
select 'seed-large:' || i, v.service, s.uuid, s.name, v.at, v.at + interval '2 seconds'
from seed_game g
cross join generate_series(1, g.votes) as i
cross join lateral (
  select (array['MinecraftServers.org', 'Minecraft-MP', 'TopG', 'PlanetMinecraft',
      'Minecraft-Server-List'])[1 + floor(pg_temp.rnd(i, 131) * 5)::integer] as service,
    g.anchor - interval '395 days' * pg_temp.rnd(i, 132) ^ 1.3
      - interval '1 second' * ceil(pg_temp.rnd(i, 133) * 3600) as at,
    pg_temp.zipf(pg_temp.rnd(i, 134), g.players, 300) as rank
) v
join seed_players s on s.r = v.rank
order by v.at
on conflict do nothing;
