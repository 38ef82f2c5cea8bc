-- The auction house in the game's economy (issue 39, items 2 to 4), on the wallets of
-- 20261128020000_wallets.sql.
-- - Bids are covered: place_bid holds the amount from the bidder's available money in the same
--   transaction as the bid, and releases the hold of the bid it outbids; a bid beyond what is
--   available is refused with the amount missing ("You need 2g 5s more to bid this").
-- - Players sell: the plugin lists an item a player put up in game (bridge_create_listing, by the
--   game's id); the listing names its seller's player (seller_uuid; null: a house listing, made
--   by an admin or one of the sample listings). The seller cannot bid on it, and cancels it on
--   the site while no bid stands (cancel_my_listing).
-- - Settlement, in one transaction per listing: the winner's hold becomes the payment, the
--   seller is credited the price and charged the house fee (economy_settings; the fee leaves the
--   economy; a house listing's whole price does), the item waits in the winner's deliveries; an
--   unsold or cancelled player listing waits in its seller's returns. A round listing (the
--   samples) sells nothing: when its round ends, its leading bid's hold is released.

alter table public.auction_listings
  add column seller_uuid uuid references public.game_players (uuid),
  -- The listing's id on the game side: each is listed once.
  add column bridge_id text constraint auction_listings_bridge_id_key unique
    constraint auction_listings_bridge_id_length check (char_length(bridge_id) between 1 and 128),
  -- The item as the game describes it: { name, material, amount, enchantments, stats, rarity }.
  add column game_item jsonb,
  -- Set once by the game bridge when the server gave an unsold or cancelled item back.
  add column returned_at timestamptz,
  add constraint auction_listings_returned_at_in_bounds
    check (returned_at >= '2000-01-01 00:00:00+00' and returned_at < '2100-01-01 00:00:00+00'),
  add constraint auction_listings_player_listing check (
    (seller_uuid is null) = (bridge_id is null) and (seller_uuid is null) = (game_item is null)
  );
-- Readable column by column (20261127030200): the new ones are public, as the game shows them.
grant select (seller_uuid, bridge_id, game_item, returned_at) on public.auction_listings
  to anon, authenticated;
comment on column public.auction_listings.seller_uuid is
  'The player who sells (their listing came from the game); null: a house listing.';
create index auction_listings_seller_idx on public.auction_listings (seller_uuid, id desc)
  where seller_uuid is not null;
create index auction_listings_returns_idx on public.auction_listings (id)
  where seller_uuid is not null and returned_at is null
    and (cancelled_at is not null or (settled_at is not null and winner_log_id is null));

-- The seller's notices: sold (the amount credited, after the fee) and unsold.
alter table public.member_notices drop constraint member_notices_kind_check;
alter table public.member_notices add constraint member_notices_kind_check
  check (kind in ('outbid', 'won', 'sold', 'unsold'));
create unique index member_notices_seller_idx on public.member_notices (listing_id, kind)
  where kind in ('sold', 'unsold');

-- The auction house: as 20261127030400, with the seller's player and the game's item; a
-- player's listing names its seller as the game names them now (a rename follows).
create or replace view public.auction_listings_live
with (security_invoker = true)
as
select
  l.id,
  l.item,
  coalesce((select p.name from public.game_players p where p.uuid = l.seller_uuid), l.seller)
    as seller,
  l.starting_bid,
  case when l.repeats and l.end_time <= now() then l.starting_bid else l.current_bid end
    as current_bid,
  case when l.repeats then public.auction_next_end(l.end_time, now()) else l.end_time end
    as end_time,
  l.rarity,
  l.description,
  l.image_url,
  l.updated_at,
  case when not l.repeats or l.end_time > now() then (
    select g.bidder from public.auction_logs g
    where g.listing_id = l.id and g.amount = l.current_bid
    order by g.id desc
    limit 1
  ) end as highest_bidder,
  l.repeats,
  public.auction_status(
    l.repeats, l.cancelled_at, l.end_time, l.current_bid > l.starting_bid, now()
  ) as status,
  l.item_id,
  (select i.category from public.items i where i.id = l.item_id) as item_category,
  l.seller_uuid,
  l.game_item
from public.auction_listings l
where l.cancelled_at is null
  and (l.repeats or (not l.repeats and l.end_time > now() - interval '1 day'));

-- Holds -----------------------------------------------------------------------------------------
-- Releases the hold standing on a listing, if any; the caller holds the listing's and the
-- wallet's locks.
create function private.release_listing_hold(p_listing_id bigint)
returns void
language plpgsql
set search_path = ''
as $$
declare
  standing private.wallet_holds;
begin
  delete from private.wallet_holds h where h.listing_id = p_listing_id returning * into standing;
  if found then
    perform private.move_money(standing.player_uuid, 'release', standing.amount,
      p_listing_id => p_listing_id, p_log_id => standing.log_id);
  end if;
end
$$;
revoke all on function private.release_listing_hold(bigint) from public;

-- Bidding ----------------------------------------------------------------------------------------
-- As 20261127030000, plus: the seller's own player cannot bid, and the bid is covered (held) in
-- the same transaction; the hold it outbids (or a round's that ended) is released. The answer
-- carries the seller's player and the game's item too, as the auction house shows them.
drop function public.place_bid(bigint, bigint);
create function public.place_bid(p_listing_id bigint, p_amount bigint)
returns table (
  id bigint,
  item text,
  seller text,
  starting_bid bigint,
  current_bid bigint,
  end_time timestamptz,
  rarity text,
  description text,
  image_url text,
  updated_at timestamptz,
  highest_bidder text,
  repeats boolean,
  log_id bigint,
  item_id bigint,
  item_category text,
  seller_uuid uuid,
  game_item jsonb
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  bidder_id uuid := private.current_member();
  bidder_player uuid;
  bidder_name text;
  listing public.auction_listings;
  previous_leader uuid;
  standing private.wallet_holds;
  free bigint;
  new_log_id bigint;
begin
  if bidder_id is null then
    raise exception 'You must be signed in to place a bid' using errcode = '42501';
  end if;
  select a.player_uuid into bidder_player from public.game_accounts a where a.user_id = bidder_id;
  if bidder_player is null then
    raise exception 'Link your Minecraft account in Settings to bid: won items are handed over in game'
      using errcode = 'PT403';
  end if;

  -- The listing's row lock serialises its bids; then the wallets (private.lock_wallets).
  select * into listing from public.auction_listings where id = p_listing_id for update;
  if not found then
    raise exception 'Auction listing not found' using errcode = 'PT404';
  end if;
  if listing.cancelled_at is not null then
    raise exception 'This auction was cancelled' using errcode = 'PT409';
  end if;
  if listing.created_by = bidder_id then
    raise exception 'You cannot bid on a listing you created' using errcode = 'PT403';
  end if;
  if listing.seller_uuid = bidder_player then
    raise exception 'You cannot bid on your own listing' using errcode = 'PT403';
  end if;

  if listing.end_time <= now() then
    if not listing.repeats then
      raise exception 'This auction has ended' using errcode = 'PT409';
    end if;
    listing.end_time := public.auction_next_end(listing.end_time, now());
    listing.current_bid := listing.starting_bid;
  elsif listing.current_bid > listing.starting_bid then
    select b.user_id into previous_leader
    from public.auction_logs g
    join private.auction_log_bidders b on b.log_id = g.id
    where g.listing_id = p_listing_id and g.amount = listing.current_bid
    order by g.id desc
    limit 1;
  end if;
  if previous_leader = bidder_id then
    raise exception 'You already hold the highest bid' using errcode = 'PT409';
  end if;

  if p_amount is null or p_amount <= listing.current_bid then
    raise exception 'Bid must be higher than current bid';
  end if;
  if p_amount < listing.starting_bid then
    raise exception 'Bid must be at least the starting bid';
  end if;
  if p_amount > 1000000000000 then
    raise exception 'Bid can be at most 100,000,000g';
  end if;
  if p_amount > public.max_bid(listing.current_bid, listing.starting_bid) then
    raise exception 'Bid can raise the current bid by at most the starting bid (at least 1g)';
  end if;

  -- The money: the standing hold (the bid outbid, or a round's that ended) goes back first, so a
  -- bidder whose own old round hold stands counts it as available.
  select * into standing from private.wallet_holds h where h.listing_id = p_listing_id;
  perform private.lock_wallets(array[bidder_player, standing.player_uuid]);
  perform private.release_listing_hold(p_listing_id);
  select w.available into free from public.wallets w where w.player_uuid = bidder_player;
  if free < p_amount then
    raise exception 'You need % more to bid this', private.format_money(p_amount - free)
      using errcode = 'PT402', hint = 'Deposit money in game to bid more.';
  end if;

  perform private.take_rate_limit(
    'bid:' || bidder_id, 10, interval '1 minute',
    'You can place at most 10 bids a minute. Please wait a moment.'
  );

  bidder_name := private.display_name(bidder_id);

  update public.auction_listings
  set current_bid = p_amount, end_time = listing.end_time
  where id = p_listing_id
  returning * into listing;

  insert into public.auction_logs (listing_id, item_name, bidder, amount)
  values (listing.id, listing.item, bidder_name, p_amount)
  returning id into new_log_id;
  insert into private.auction_log_bidders (log_id, user_id) values (new_log_id, bidder_id);

  perform private.move_money(bidder_player, 'hold', p_amount,
    p_listing_id => listing.id, p_log_id => new_log_id);
  insert into private.wallet_holds (log_id, listing_id, player_uuid, amount)
  values (new_log_id, listing.id, bidder_player, p_amount);

  if previous_leader is not null then
    insert into public.member_notices (user_id, kind, listing_id, item, amount)
    values (previous_leader, 'outbid', listing.id, listing.item, p_amount)
    on conflict (user_id, listing_id) where kind = 'outbid' and read_at is null
    do update set amount = excluded.amount, created_at = excluded.created_at;
  end if;

  return query select
    listing.id, listing.item, listing.seller, listing.starting_bid, listing.current_bid,
    listing.end_time, listing.rarity, listing.description, listing.image_url, listing.updated_at,
    bidder_name, listing.repeats, new_log_id, listing.item_id,
    (select i.category from public.items i where i.id = listing.item_id), listing.seller_uuid,
    listing.game_item;
end
$$;
revoke all on function public.place_bid(bigint, bigint) from public, anon, authenticated;
grant execute on function public.place_bid(bigint, bigint) to authenticated;
comment on function public.place_bid(bigint, bigint) is
  'Places a bid for the signed-in user: refuses ended and cancelled listings, bids on the '
  'bidder''s own listing and over their own highest bid and bids their wallet does not cover; '
  'holds the amount, releases the hold outbid, logs the bid and tells the member it outbid, in '
  'one transaction.';

-- Settlement -------------------------------------------------------------------------------------
-- The member linked to a player, if any.
create function private.member_of(p_player uuid)
returns uuid
language sql
stable
set search_path = ''
as $$
  select a.user_id from public.game_accounts a where a.player_uuid = p_player
$$;
revoke all on function private.member_of(uuid) from public;

-- As 20261127030300 (the winner's notice and mail), plus the money: the winner's hold becomes the
-- payment, a player seller is credited the price less the house fee, and told (sold, unsold).
-- Round listings whose round ended give their leading bid's hold back. The listings are locked
-- first, then every wallet they touch at once, in UUID order (private.lock_wallets): settling
-- never waits on a wallet while holding another that a bid or deposit may be waiting for.
create or replace function public.settle_auctions(p_limit integer default 100)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  due bigint[];
  rounds bigint[];
  listing public.auction_listings;
  winning public.auction_logs;
  standing private.wallet_holds;
  winner uuid;
  seller_member uuid;
  winner_email text;
  fee_percent numeric;
  fee bigint;
  money text;
  settled integer := 0;
begin
  select array_agg(l.id) into due from (
    select l.id from public.auction_listings l
    where not l.repeats and l.cancelled_at is null and l.settled_at is null and l.end_time <= now()
    order by l.end_time
    limit least(greatest(coalesce(p_limit, 100), 1), 500)
    for update skip locked
  ) l;
  -- Rounds that ended with a hold standing: nothing is sold, the money goes back.
  select array_agg(l.id) into rounds from (
    select l.id from public.auction_listings l
    join private.wallet_holds h on h.listing_id = l.id
    where l.repeats and l.end_time <= now()
    order by l.id
    limit 500
    for update of l skip locked
  ) l;
  if due is null and rounds is null then
    return 0;
  end if;
  perform private.lock_wallets(array(
    select h.player_uuid from private.wallet_holds h where h.listing_id = any (due || rounds)
    union
    select l.seller_uuid from public.auction_listings l where l.id = any (due)
  ));
  select s.house_fee_percent into fee_percent from public.economy_settings s;

  for listing in
    select * from public.auction_listings l where l.id = any (rounds) order by l.id
  loop
    perform private.release_listing_hold(listing.id);
  end loop;

  for listing in
    select * from public.auction_listings l where l.id = any (due) order by l.end_time, l.id
  loop
    winning := private.top_bid(listing.id);
    winner := null;
    if winning.id is not null then
      select b.user_id into winner from private.auction_log_bidders b where b.log_id = winning.id;
    end if;
    update public.auction_listings
    set settled_at = now(), winner_log_id = winning.id
    where id = listing.id;
    settled := settled + 1;

    select * into standing from private.wallet_holds h where h.listing_id = listing.id;
    if standing.log_id is not null and standing.log_id is distinct from winning.id then
      -- Not the winning bid's (the winner bid before wallets): nobody pays with it.
      perform private.release_listing_hold(listing.id);
    elsif standing.log_id is not null then
      delete from private.wallet_holds h where h.log_id = standing.log_id;
      perform private.move_money(standing.player_uuid, 'payment', standing.amount,
        p_listing_id => listing.id, p_log_id => standing.log_id);
      if listing.seller_uuid is not null then
        fee := floor(standing.amount * coalesce(fee_percent, 5) / 100)::bigint;
        perform private.move_money(listing.seller_uuid, 'sale', standing.amount,
          p_listing_id => listing.id);
        if fee > 0 then
          perform private.move_money(listing.seller_uuid, 'fee', fee, p_listing_id => listing.id);
        end if;
        seller_member := private.member_of(listing.seller_uuid);
        if seller_member is not null then
          insert into public.member_notices (user_id, kind, listing_id, item, amount)
          values (seller_member, 'sold', listing.id, listing.item, standing.amount - fee)
          on conflict do nothing;
        end if;
      end if;
    end if;
    if winning.id is null and listing.seller_uuid is not null then
      seller_member := private.member_of(listing.seller_uuid);
      if seller_member is not null then
        insert into public.member_notices (user_id, kind, listing_id, item, amount)
        values (seller_member, 'unsold', listing.id, listing.item, listing.starting_bid)
        on conflict do nothing;
      end if;
    end if;

    -- A deleted winner keeps the win (the game can still hand it over by name) but gets no mail.
    continue when winner is null;
    insert into public.member_notices (user_id, kind, listing_id, item, amount)
    values (winner, 'won', listing.id, listing.item, winning.amount)
    on conflict do nothing;
    select u.email into winner_email from public.users u where u.id = winner;
    continue when winner_email is null;
    money := private.format_money(winning.amount);
    insert into private.outgoing_emails (to_address, subject, body_text, body_html, link_path)
    values (
      winner_email,
      'You won ' || listing.item || ' at the Norsecraft auction house',
      'You won ' || listing.item || ' for ' || money || '. The item is handed over to your game '
        || 'character on the server; your auctions are under My Auctions on the site.',
      '<p>You won <strong>' || private.html_escape(listing.item) || '</strong> for '
        || money || '.</p><p>The item is handed over to your game character on the server; '
        || 'your auctions are under My Auctions on the site.</p>',
      '/my-auctions'
    );
  end loop;
  return settled;
end
$$;

-- Player listings --------------------------------------------------------------------------------
-- POST /listings: { id, seller_uuid, item: { name, material, amount, enchantments, stats, rarity },
-- starting_bid, duration } as the bridge checked it (duration in minutes: 1 hour to 7 days). The
-- id is the key: the same listing sent again answers the listing made the first time
-- (already_listed); the same id with another seller or price is refused. Answers the listing, or
-- { refused: 'unknown_player' | 'conflict' }.
create function public.bridge_create_listing(p_listing jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  key text := p_listing ->> 'id';
  seller_player public.game_players;
  item jsonb := p_listing -> 'item';
  starting bigint := (p_listing ->> 'starting_bid')::bigint;
  minutes integer := (p_listing ->> 'duration')::integer;
  listing public.auction_listings;
begin
  select * into listing from public.auction_listings l where l.bridge_id = key;
  if found then
    if listing.seller_uuid <> (p_listing ->> 'seller_uuid')::uuid
      or listing.starting_bid <> starting or listing.game_item <> item then
      return jsonb_build_object('refused', 'conflict');
    end if;
    return jsonb_build_object('id', listing.id, 'end_time', listing.end_time,
      'already_listed', true);
  end if;
  select * into seller_player from public.game_players p
  where p.uuid = (p_listing ->> 'seller_uuid')::uuid;
  if not found then
    return jsonb_build_object('refused', 'unknown_player');
  end if;
  if starting not between 1 and 50000000 then
    raise exception 'starting_bid must be between 1c and 5,000g' using errcode = 'PT400';
  end if;
  if minutes not in (60, 360, 720, 1440, 2880, 4320, 10080) then
    raise exception 'duration must be 60, 360, 720, 1440, 2880, 4320 or 10080 minutes'
      using errcode = 'PT400';
  end if;
  begin
    insert into public.auction_listings
      (item, seller, seller_uuid, bridge_id, game_item, starting_bid, current_bid, end_time,
       rarity, description, repeats)
    values
      (item ->> 'name', seller_player.name, seller_player.uuid, key, item, starting, starting,
       now() + make_interval(mins => minutes), coalesce(item ->> 'rarity', 'Common'), '', false)
    returning * into listing;
  exception when unique_violation then
    -- The same listing, sent twice at once: the other call made it.
    select * into listing from public.auction_listings l where l.bridge_id = key;
    return jsonb_build_object('id', listing.id, 'end_time', listing.end_time,
      'already_listed', true);
  end;
  return jsonb_build_object('id', listing.id, 'end_time', listing.end_time,
    'already_listed', false);
end
$$;
comment on function public.bridge_create_listing(jsonb) is
  'Game bridge: a player put an item up in game; listed once per id. Service role only.';
revoke all on function public.bridge_create_listing(jsonb) from public, anon, authenticated;
grant execute on function public.bridge_create_listing(jsonb) to service_role;

-- The seller cancels their listing on the site while no bid stands on it; the item waits in
-- their returns. Cancelling it again changes nothing.
create function public.cancel_my_listing(p_listing_id bigint)
returns public.auction_listings
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := private.current_member();
  listing public.auction_listings;
begin
  if caller is null then
    raise exception 'Sign in to cancel a listing' using errcode = '42501';
  end if;
  select * into listing from public.auction_listings l where l.id = p_listing_id for update;
  if not found or listing.seller_uuid is distinct from private.my_player() then
    raise exception 'Only its seller can cancel this listing' using errcode = 'PT403';
  end if;
  if listing.cancelled_at is not null then
    return listing;
  end if;
  if listing.end_time <= now() then
    raise exception 'This auction has ended' using errcode = 'PT409';
  end if;
  if exists (select 1 from public.auction_logs g where g.listing_id = p_listing_id) then
    raise exception 'A listing with bids cannot be cancelled' using errcode = 'PT409';
  end if;
  update public.auction_listings set cancelled_at = now() where id = p_listing_id
  returning * into listing;
  return listing;
end
$$;
comment on function public.cancel_my_listing(bigint) is
  'The seller cancels their own listing before its first bid; the item goes back in game.';
revoke all on function public.cancel_my_listing(bigint) from public, anon, authenticated;
grant execute on function public.cancel_my_listing(bigint) to authenticated;

-- The caller's player's listings, newest first, with their state and what they fetched.
create function public.my_listings(p_limit integer default 50)
returns table (
  id bigint,
  item text,
  game_item jsonb,
  rarity text,
  starting_bid bigint,
  current_bid bigint,
  end_time timestamptz,
  status text,
  bids bigint,
  returned_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select l.id, l.item, l.game_item, l.rarity, l.starting_bid, l.current_bid, l.end_time,
    public.auction_status(l.repeats, l.cancelled_at, l.end_time,
      l.current_bid > l.starting_bid, now()),
    (select count(*) from public.auction_logs g where g.listing_id = l.id),
    l.returned_at
  from public.auction_listings l
  where l.seller_uuid = private.my_player() and l.seller_uuid is not null
  order by l.id desc
  limit least(greatest(coalesce(p_limit, 50), 1), 200)
$$;
revoke all on function public.my_listings(integer) from public, anon, authenticated;
grant execute on function public.my_listings(integer) to authenticated;

-- The game bridge's deliveries and returns ------------------------------------------------------
-- As 20261128010000, with the seller's player and the game's item.
drop function public.bridge_won_auctions(integer);
create function public.bridge_won_auctions(p_limit integer default 100)
returns table (
  id bigint,
  item text,
  item_id bigint,
  game_item jsonb,
  amount bigint,
  winner text,
  winner_uuid uuid,
  winner_minecraft_username text,
  seller_uuid uuid,
  ended_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform public.settle_auctions(500);
  return query
  select l.id, l.item, l.item_id, l.game_item, g.amount, g.bidder, gp.uuid,
    coalesce(gp.name, p.minecraft_username), l.seller_uuid, l.end_time
  from public.auction_listings l
  join public.auction_logs g on g.id = l.winner_log_id
  left join private.auction_log_bidders b on b.log_id = g.id
  left join public.profiles p on p.id = b.user_id
  left join public.game_accounts a on a.user_id = b.user_id
  left join public.game_players gp on gp.uuid = a.player_uuid
  where l.winner_log_id is not null and l.delivered_at is null
  order by l.end_time, l.id
  limit least(greatest(coalesce(p_limit, 100), 1), 1000);
end
$$;
comment on function public.bridge_won_auctions(integer) is
  'Game bridge: won auctions not yet delivered in game (winner by public name, UUID and game '
  'name; the seller''s UUID for player listings).';
revoke all on function public.bridge_won_auctions(integer) from public, anon, authenticated;
grant execute on function public.bridge_won_auctions(integer) to service_role;

-- GET /auctions/returns: player listings that ended unsold or were cancelled, whose item the
-- server has not given back yet, oldest first. Settles what is due first.
create function public.bridge_listing_returns(p_limit integer default 100)
returns table (
  id bigint,
  item text,
  game_item jsonb,
  seller_uuid uuid,
  seller_name text,
  reason text,
  ended_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform public.settle_auctions(500);
  return query
  select l.id, l.item, l.game_item, l.seller_uuid, gp.name,
    case when l.cancelled_at is not null then 'cancelled' else 'unsold' end,
    coalesce(l.cancelled_at, l.end_time)
  from public.auction_listings l
  join public.game_players gp on gp.uuid = l.seller_uuid
  where l.seller_uuid is not null and l.returned_at is null
    and (l.cancelled_at is not null or (l.settled_at is not null and l.winner_log_id is null))
  order by l.id
  limit least(greatest(coalesce(p_limit, 100), 1), 1000);
end
$$;
comment on function public.bridge_listing_returns(integer) is
  'Game bridge: unsold and cancelled player listings whose item goes back to the seller.';
revoke all on function public.bridge_listing_returns(integer) from public, anon, authenticated;
grant execute on function public.bridge_listing_returns(integer) to service_role;

-- POST /auctions/<id>/returned. Idempotent: marking it again answers the first moment. Answers
-- { refused: 'unknown' | 'not_returnable' } for a listing that is not a return.
create function public.bridge_mark_listing_returned(p_listing_id bigint)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  listing public.auction_listings;
begin
  perform public.settle_auctions(500);
  select * into listing from public.auction_listings l where l.id = p_listing_id for update;
  if not found then
    return jsonb_build_object('refused', 'unknown');
  end if;
  if listing.seller_uuid is null
    or not (listing.cancelled_at is not null
      or (listing.settled_at is not null and listing.winner_log_id is null)) then
    return jsonb_build_object('refused', 'not_returnable');
  end if;
  if listing.returned_at is not null then
    return jsonb_build_object('id', listing.id, 'returned_at', listing.returned_at,
      'already_returned', true);
  end if;
  update public.auction_listings set returned_at = now() where id = p_listing_id
  returning * into listing;
  return jsonb_build_object('id', listing.id, 'returned_at', listing.returned_at,
    'already_returned', false);
end
$$;
comment on function public.bridge_mark_listing_returned(bigint) is
  'Game bridge: an unsold or cancelled item was given back in game; idempotent. Service role only.';
revoke all on function public.bridge_mark_listing_returned(bigint) from public, anon, authenticated;
grant execute on function public.bridge_mark_listing_returned(bigint) to service_role;

-- Admins edit house listings only: a player's item and price are the player's, in game (as
-- 20261127030400 otherwise).
create or replace function public.admin_update_listing(
  p_listing_id bigint,
  p_item_id bigint,
  p_seller text,
  p_starting_bid bigint,
  p_duration_minutes integer default null,
  p_ends_at timestamptz default null
)
returns public.auction_listings
language plpgsql
security definer
set search_path = ''
as $$
declare
  clean_seller text := btrim(p_seller);
  listing public.auction_listings;
  chosen public.items;
  ends timestamptz;
begin
  if not public.is_admin() then
    raise exception 'Only admins can edit listings' using errcode = '42501';
  end if;
  -- The lock place_bid takes: a bid and an edit cannot both win.
  select * into listing from public.auction_listings where id = p_listing_id for update;
  if not found then
    raise exception 'Auction listing not found' using errcode = 'PT404';
  end if;
  if listing.repeats then
    raise exception 'A listing that runs in rounds cannot be edited' using errcode = 'PT409';
  end if;
  if listing.seller_uuid is not null then
    raise exception 'A player''s listing is changed in game, not here' using errcode = 'PT409';
  end if;
  if listing.cancelled_at is not null then
    raise exception 'This auction was cancelled' using errcode = 'PT409';
  end if;
  if listing.end_time <= now() then
    raise exception 'This auction has ended' using errcode = 'PT409';
  end if;
  if exists (select 1 from public.auction_logs g where g.listing_id = p_listing_id) then
    raise exception 'A listing with bids cannot be edited' using errcode = 'PT409';
  end if;
  chosen := private.listing_item(p_item_id, clean_seller, p_starting_bid);
  ends := case
    when p_duration_minutes is null and p_ends_at is null then listing.end_time
    else private.listing_end(p_duration_minutes, p_ends_at)
  end;
  update public.auction_listings set
    item = chosen.name,
    item_id = chosen.id,
    rarity = chosen.rarity,
    description = chosen.description,
    seller = clean_seller,
    starting_bid = p_starting_bid,
    current_bid = p_starting_bid,
    end_time = ends
  where id = p_listing_id
  returning * into listing;
  return listing;
end
$$;

-- Audit: a return is bookkeeping, as a delivery (20261126040100).
grant admin_audit_owner to current_user;
create or replace function audit.audit_auction_listings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  bookkeeping text[] := array['updated_at', 'settled_at', 'winner_log_id', 'delivered_at',
    'returned_at'];
begin
  if tg_op = 'INSERT' then
    perform audit.write_admin_audit('listing.created', new.id::text, new.item, null, to_jsonb(new));
  elsif old.cancelled_at is null and new.cancelled_at is not null then
    perform audit.write_admin_audit(
      'listing.cancelled', new.id::text, new.item, to_jsonb(old), to_jsonb(new));
  elsif new.current_bid is distinct from old.current_bid
    or (to_jsonb(new) - bookkeeping) = (to_jsonb(old) - bookkeeping) then
    return null;
  else
    perform audit.write_admin_audit(
      'listing.updated', new.id::text, new.item, to_jsonb(old), to_jsonb(new));
  end if;
  return null;
end
$$;
revoke admin_audit_owner from current_user;
