-- Players and votes ------------------------------------------------------------------------------
-- The game server's players as its bridge would have named them (offline-mode UUIDs of their
-- names, as the test game server gives them), the dev accounts linked to theirs (so they bid and
-- show as players), a rename (Halfdan_White → Halfdan_Black, whose record follows), a lift with
-- its staff and reason, and votes this month and last.
insert into public.game_players (uuid, name, first_seen_at, seen_at)
select uuid::uuid, name, now() - interval '200 days', now() - interval '1 hour'
from (values
  ('a4935774-0237-3720-be11-79fc977afe1b', 'Allfather_Admin'),
  ('c41080a4-424b-3514-a71e-b04bbabd3cda', 'Shieldmaiden_Sif'),
  ('6a94747e-1994-3dd8-9781-31dd0b4711f5', 'Ragnar_Lothbrok'),
  ('bbacb244-53b2-3a31-a9fb-4575d9fcffae', 'Lagertha_Shield'),
  ('b90d32ed-4f94-3c2d-b7aa-60d50cb93024', 'Floki_Builder'),
  ('8f4406c9-ebe7-3018-af7d-898b93c6cf5c', 'Bjorn_Ironside'),
  ('66032989-b013-307e-8f65-8992edc26a3c', 'Halfdan_Black'),
  ('035dd4ec-e4d0-3c44-9cfa-dd360b15d380', 'Aslaug_Crow'),
  ('d3edeaca-cb19-375b-8aff-781ec41dfd74', 'Ubbe_Hammer'),
  ('21c48034-3cec-3eaf-a62e-52ba517e9ffc', 'Torvi_Archer')
) as p (uuid, name);
insert into public.game_player_names (player_uuid, name, first_seen_at, last_seen_at)
select uuid, name, first_seen_at, seen_at from public.game_players;
insert into public.game_player_names (player_uuid, name, first_seen_at, last_seen_at) values
  ('66032989-b013-307e-8f65-8992edc26a3c', 'Halfdan_White', now() - interval '200 days',
   now() - interval '120 days');
update public.game_player_names set first_seen_at = now() - interval '120 days'
where player_uuid = '66032989-b013-307e-8f65-8992edc26a3c' and name = 'Halfdan_Black';

insert into public.game_accounts (user_id, player_uuid, linked_at) values
  ('a0000000-0000-4000-8000-000000000001', 'a4935774-0237-3720-be11-79fc977afe1b',
   now() - interval '89 days'),
  ('a0000000-0000-4000-8000-000000000002', 'c41080a4-424b-3514-a71e-b04bbabd3cda',
   now() - interval '29 days');
-- Linked: the typed names give way to the verified ones.
update public.profiles set minecraft_username = null
where id in ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002');

-- The punished players the server knows, and a punishment under Halfdan's old name.
update public.punishments p set player_uuid = g.uuid from public.game_players g
where g.name_key = p.player_key;
insert into public.punishments
  (player_name, player_uuid, type, reason, date, staff_name, active, expires)
values
  ('Halfdan_White', '66032989-b013-307e-8f65-8992edc26a3c', 'mute', 'Begging for items in trade chat',
   now() - interval '150 days', 'Freya_Mod', false, now() - interval '149 days');
update public.punishments set revoked_at = date + interval '20 days', revoked_by_name = 'Heimdall_Watch',
  revoked_reason = 'The claim was restored after an appeal'
where player_name = 'Bjorn_Ironside' and type = 'other';

-- Votes on the three vote sites since the start of last month (UTC), each player voting on a
-- site on a share of the days; the dev member on nearly every one (a streak).
insert into public.game_votes (vote_key, service, player_uuid, player_name, voted_at)
select 'seed:' || md5(p.name || s.service || d::text), s.service, p.uuid, p.name, v.at
from (values
  ('Shieldmaiden_Sif', 0.85), ('Ragnar_Lothbrok', 0.9), ('Lagertha_Shield', 0.8),
  ('Floki_Builder', 0.6), ('Bjorn_Ironside', 0.5), ('Aslaug_Crow', 0.4), ('Allfather_Admin', 0.3),
  ('Ubbe_Hammer', 0.3), ('Torvi_Archer', 0.25), ('Halfdan_Black', 0.15)
) as w (name, share)
join public.game_players p on p.name = w.name
cross join (values ('MinecraftServers.org'), ('Minecraft-MP'), ('TopG')) as s (service)
cross join generate_series(
  date_trunc('month', now() at time zone 'UTC') - interval '1 month',
  now() at time zone 'UTC', interval '1 day'
) as d
cross join lateral (
  select (d + interval '1 second' * (abs(hashtext(p.name || s.service || d::text)) % 86400))
    at time zone 'UTC' as at
) v
where (abs(hashtext(s.service || p.name || d::text)) % 1000) < w.share * 1000
  and v.at <= now()
order by v.at;
