-- The large data set, part 2 (after 1-settings-and-accounts.sql, in the same transaction):
-- the records. seed_settings, seed_names and pg_temp.rnd come from part 1.

-- Punishments -----------------------------------------------------------------------------------
-- Five years, denser towards now (the server grew). Players are drawn Zipf-like from 150,000
-- names, so most appear once and a long head are repeat offenders; staff likewise from 2,500
-- names, plus the console (anti-cheat, automatic mutes). Mix: 30 % warnings, 30 % mutes, 20 %
-- kicks, 18 % bans, 2 % other. 12 % are lifted early; of those whose time ran out, half still
-- say active (nothing on the server flips the flag).
insert into public.punishments
  (player_name, type, reason, date, staff_name, active, expires, created_at)
select player.name, d.type, d.reason, d.date, coalesce(d.console, staff.name),
  case
    when d.type = 'kick' or d.lifted then false
    when d.expires is null or d.expires > d.anchor then true
    else pg_temp.rnd(d.i, 48) < 0.5
  end,
  d.expires, d.date
from (
  select c.*,
    case
      when type = 'kick' then null
      when type = 'ban' and pg_temp.rnd(i, 45) < 0.25 then null
      when type = 'mute' and pg_temp.rnd(i, 45) < 0.05 then null
      when type = 'ban' then date + interval '1 day' * ceil(pg_temp.rnd(i, 46) * 90)
      when type = 'mute' then date + interval '10 minutes' * ceil(pg_temp.rnd(i, 46) * 4320)
      when type = 'warn' then date + interval '1 day' * (7 + floor(pg_temp.rnd(i, 46) * 24))
      else date + interval '30 days'
    end as expires,
    case type
      when 'ban' then (array['Using a fly hack', 'X-ray resource pack', 'Kill aura',
        'Griefing the spawn longhouses', 'Duplication glitch abuse', 'Real-money trading',
        'Ban evasion', 'Auto-clicker in PvP', 'Scamming another player', 'Inappropriate skin'])[
        1 + floor(pg_temp.rnd(i, 44) * 10)::integer]
      when 'mute' then (array['Spamming trade offers', 'Harassing new players',
        'Advertising another server', 'Excessive caps', 'Threats in voice chat',
        'Inappropriate language', 'Spoilers in global chat', 'Begging for items'])[
        1 + floor(pg_temp.rnd(i, 44) * 8)::integer]
      when 'kick' then (array['AFK farming at the mob grinder', 'Spawn camping',
        'Bypassing the AFK timer', 'Lag machine', 'Connection spam', 'Ignoring staff'])[
        1 + floor(pg_temp.rnd(i, 44) * 6)::integer]
      when 'warn' then (array['Minor chat rule violation', 'Building too close to a claim',
        'Inappropriate sign text', 'Leaving lava flows unattended', 'Killing tamed wolves',
        'Unfair trading', 'Caps in chat', 'Off-topic in the help channel'])[
        1 + floor(pg_temp.rnd(i, 44) * 8)::integer]
      else (array['Trading restriction after a scam attempt', 'Build restriction in the capital',
        'Guild claim removed after inactivity'])[1 + floor(pg_temp.rnd(i, 44) * 3)::integer]
    end as reason
  from (
    select i, s.anchor, s.players, s.staff,
      case
        when u < 0.30 then 'warn' when u < 0.60 then 'mute' when u < 0.80 then 'kick'
        when u < 0.98 then 'ban' else 'other'
      end as type,
      -- Until midnight before the anchor, so everything lies in the past.
      s.anchor - interval '5 years' * (1 - pg_temp.rnd(i, 40) ^ 0.7)
        - interval '1 second' * ceil(pg_temp.rnd(i, 49) * 86400) as date,
      pg_temp.rnd(i, 47) < 0.12 as lifted,
      pg_temp.zipf(pg_temp.rnd(i, 41), s.players, 100) as player_rank,
      s.players + pg_temp.zipf(pg_temp.rnd(i, 43), s.staff, 20) as staff_rank,
      case when pg_temp.rnd(i, 42) < 0.08 then 'Console' end as console
    from seed_settings s,
      generate_series(1, s.punishments) as i,
      lateral (select pg_temp.rnd(i, 39) as u) draw
  ) c
) d
join seed_names player on player.r = d.player_rank
join seed_names staff on staff.r = d.staff_rank
-- Ids follow time, as when rows are written as punishments happen.
order by d.date;

-- Leaderboards ------------------------------------------------------------------------------------
-- Over two years, names drawn Zipf-like from the players (regulars play a lot). Flappy Steve
-- scores fall off geometrically (most games end early); Elder Clicker's spread over orders of
-- magnitude.
insert into public.flappy_steve_scores (username, score, created_at)
select n.name, 1 + floor(-ln(1 - pg_temp.rnd(i, 51)) * 12)::bigint,
  s.anchor - interval '2 years' * pg_temp.rnd(i, 52)
from seed_settings s, generate_series(1, s.scores) as i
join seed_names n on n.r = pg_temp.zipf(pg_temp.rnd(i, 53), (select players from seed_settings), 10);

insert into public.elder_clicker_scores (username, score, created_at)
select n.name, floor(exp(1 + pg_temp.rnd(i, 61) * 14))::bigint,
  s.anchor - interval '2 years' * pg_temp.rnd(i, 62)
from seed_settings s, generate_series(1, s.scores) as i
join seed_names n on n.r = pg_temp.zipf(pg_temp.rnd(i, 63), (select players from seed_settings), 10);

-- Auction house ---------------------------------------------------------------------------------
-- Listings end within the next 2.5 hours; bids over the last 30 days, each one above the last on
-- its listing, popular listings (Zipf) drawing most. The listing's current bid is its last bid.
insert into public.auction_listings
  (item, seller, starting_bid, current_bid, end_time, rarity, description, image_url, repeats)
select item, n.name, start_bid, start_bid,
  now() + interval '9000 seconds' * (0.02 + 0.98 * pg_temp.rnd(i, 72)),
  (array['Common', 'Rare', 'Rare', 'Epic', 'Epic', 'Legendary'])[1 + floor(pg_temp.rnd(i, 73) * 6)::integer],
  '', 'https://assets.mcasset.cloud/1.20.4/assets/minecraft/textures/item/' || texture || '.png',
  true
from (
  select i, s.players,
    (array['Netherite Sword', 'Diamond Sword', 'Diamond Chestplate', 'Netherite Helmet', 'Bow',
      'Golden Apple', 'Totem of Undying', 'Iron Boots', 'Elytra', 'Trident', 'Crossbow',
      'Diamond Pickaxe'])[1 + k] || ' #' || i as item,
    (array['netherite_sword', 'diamond_sword', 'diamond_chestplate', 'netherite_helmet', 'bow',
      'golden_apple', 'totem_of_undying', 'iron_boots', 'elytra', 'trident', 'crossbow',
      'diamond_pickaxe'])[1 + k] as texture,
    (1000 + floor(pg_temp.rnd(i, 71) * 400000))::bigint as start_bid
  from seed_settings s, generate_series(1, s.listings) as i,
    lateral (select floor(pg_temp.rnd(i, 70) * 12)::integer as k) kind
) l
join seed_names n on n.r = pg_temp.zipf(pg_temp.rnd(i, 74), l.players, 10);

create temp table seed_bids on commit drop as
select b.listing_id, l.item, b.user_id, b.at,
  l.starting_bid + (l.starting_bid / 20 + 100)
    * row_number() over (partition by b.listing_id order by b.at, b.i) as amount
from (
  select i,
    (select min(id) from public.auction_listings where item like '% #%')
      + pg_temp.zipf(pg_temp.rnd(i, 81), s.listings, 5) as listing_id,
    ('b0000000-0000-4000-8000-'
      || lpad(to_hex(pg_temp.zipf(pg_temp.rnd(i, 82), s.users, 50)), 12, '0'))::uuid as user_id,
    now() - interval '30 days' * pg_temp.rnd(i, 83) as at
  from seed_settings s, generate_series(1, s.bids) as i
) b
join public.auction_listings l on l.id = b.listing_id;

with logs as (
  insert into public.auction_logs (listing_id, item_name, bidder, amount, "timestamp", notified_at)
  select b.listing_id, b.item, private.display_name(b.user_id), b.amount, b.at, b.at
  from seed_bids b
  order by b.at
  returning id, listing_id, amount
)
insert into private.auction_log_bidders (log_id, user_id)
select logs.id, b.user_id
from logs join seed_bids b on b.listing_id = logs.listing_id and b.amount = logs.amount;

update public.auction_listings l set current_bid = top.amount
from (select listing_id, max(amount) as amount from seed_bids group by listing_id) top
where l.id = top.listing_id;

-- Items and finished auctions ---------------------------------------------------------------------
-- The items staff added over the years, and two years of auctions of them that ran once and
-- ended (0 to 3 bids each; sold ones settled, those older than two days delivered): what the
-- back office pages through.
create temp table seed_items (r integer, id bigint, name text, rarity text) on commit drop;
with added as (
  insert into public.items (name, description, rarity, tier, category, stats)
  select
    (array['Helm', 'Greaves', 'Axe', 'Bow', 'Hammer', 'Shield', 'Amulet', 'Boots', 'Spear',
      'Cloak'])[1 + i % 10] || ' of '
      || (array['Ymir', 'Skadi', 'Tyr', 'Freyr', 'Njord', 'Heimdall', 'Bragi', 'Vidar', 'Ullr',
        'Hel'])[1 + i / 10 % 10] || ' ' || i,
    '',
    (array['Common', 'Uncommon', 'Rare', 'Epic', 'Legendary', 'Mythic'])[1 + floor(pg_temp.rnd(i, 91) * 6)::integer],
    (array['B', 'A', 'S', 'S+', 'S++'])[1 + floor(pg_temp.rnd(i, 92) * 5)::integer],
    (array['armor', 'weapon', 'ability'])[1 + i % 3],
    jsonb_build_object('defense', 1 + floor(pg_temp.rnd(i, 93) * 40)::integer)
  from seed_settings s, generate_series(1, s.items) as i
  returning id, name, rarity
)
insert into seed_items select row_number() over (order by id), id, name, rarity from added;

create temp table seed_finished on commit drop as
select i, it.id as item_id, it.name as item, it.rarity, n.name as seller,
  (1000 + floor(pg_temp.rnd(i, 101) * 200000))::bigint as start_bid,
  s.anchor - interval '730 days' * pg_temp.rnd(i, 102) as end_time,
  floor(pg_temp.rnd(i, 103) * 4)::integer as bid_count
from seed_settings s cross join generate_series(1, s.finished_listings) as i
join seed_items it on it.r = 1 + i % (select count(*) from seed_items)
join seed_names n on n.r = pg_temp.zipf(pg_temp.rnd(i, 104), s.players, 10);

create temp table seed_finished_ids (i integer, id bigint) on commit drop;
with listed as (
  insert into public.auction_listings
    (item, item_id, seller, starting_bid, current_bid, end_time, rarity, description, repeats,
     created_at)
  select item, item_id, seller, start_bid, start_bid, end_time, rarity, '', false,
    end_time - interval '1 day'
  from seed_finished
  order by i
  returning id, item, end_time
)
insert into seed_finished_ids
select f.i, l.id from listed l join seed_finished f on f.item = l.item and f.end_time = l.end_time;

create temp table seed_finished_bids on commit drop as
select f.i, ids.id as listing_id, f.item, j,
  f.start_bid + (f.start_bid / 10 + 100) * j as amount,
  ('b0000000-0000-4000-8000-'
    || lpad(to_hex(pg_temp.zipf(pg_temp.rnd(f.i * 4 + j, 105), (select users from seed_settings), 50)), 12, '0'))::uuid
    as user_id,
  f.end_time - interval '1 hour' * (4 - j) as at
from seed_finished f
join seed_finished_ids ids on ids.i = f.i
cross join lateral generate_series(1, f.bid_count) as j;

with logs as (
  insert into public.auction_logs (listing_id, item_name, bidder, amount, "timestamp", notified_at)
  select b.listing_id, b.item, private.display_name(b.user_id), b.amount, b.at, b.at
  from seed_finished_bids b
  order by b.at
  returning id, listing_id, amount
)
insert into private.auction_log_bidders (log_id, user_id)
select logs.id, b.user_id
from logs join seed_finished_bids b on b.listing_id = logs.listing_id and b.amount = logs.amount;

update public.auction_listings l
set current_bid = coalesce(top.amount, l.current_bid),
  settled_at = l.end_time,
  winner_log_id = top.log_id,
  delivered_at = case when top.log_id is not null and l.end_time < now() - interval '2 days'
    then l.end_time + interval '1 hour' end
from seed_finished_ids ids
left join lateral (
  select g.id as log_id, g.amount from public.auction_logs g
  where g.listing_id = ids.id order by g.amount desc, g.id desc limit 1
) top on true
where l.id = ids.id;

-- Calendar ------------------------------------------------------------------------------------------
-- About one event a day from four years back to a year ahead, by the dev admin when present.
insert into public.calendar_events (title, date, time, description, type, created_by)
select
  (array['Blot at the Great Hall', 'Jotunheim Raid', 'Server Maintenance', 'Build Contest',
    'Fenrir Hunt', 'Thing Assembly', 'Resource World Reset', 'Winter Nights Games',
    'Ragnarok Rehearsal', 'Skald Night', 'Valhalla Tournament', 'Longship Regatta'])[1 + k],
  (s.anchor - interval '4 years' + interval '1 day' * floor(pg_temp.rnd(i, 91) * 1826))::date,
  make_time(12 + floor(pg_temp.rnd(i, 92) * 10)::integer, (floor(pg_temp.rnd(i, 93) * 4) * 15)::integer, 0),
  case when pg_temp.rnd(i, 94) < 0.8 then 'Gather at the spawn longhouse; rewards for everyone.' end,
  case when k in (2, 6) then 'maintenance' when k in (1, 4, 8) then 'raid' else 'event' end,
  (select id from auth.users where id = 'a0000000-0000-4000-8000-000000000001')
from seed_settings s, generate_series(1, s.events) as i,
  lateral (select floor(pg_temp.rnd(i, 90) * 12)::integer as k) kind;
