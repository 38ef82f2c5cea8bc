-- Bids refused before the queue (issue 39, p95 bid under load): place_bid answers a bid that is
-- too low, not covered by the wallet or over the rate limit from the listing as last committed,
-- without waiting for the listing's row lock; only a bid that may be accepted queues for it and is
-- checked again there. Same messages, same order.

-- Whether a bucket is full, without taking from it or waiting for its lock: a caller that is
-- refused here would be refused by take_rate_limit too (events only leave the window with time).
create function private.rate_limit_reached(p_bucket text, p_limit integer, p_window interval)
returns boolean
language sql
stable
set search_path = ''
as $$
  select count(*) >= p_limit from private.rate_limit_events e
  where e.bucket = p_bucket and e.at > now() - p_window
$$;
revoke all on function private.rate_limit_reached(text, integer, interval) from public;

-- The member whose bid of p_amount leads the listing (null when none does).
create function private.listing_leader(p_listing_id bigint, p_amount bigint)
returns uuid
language sql
stable
set search_path = ''
as $$
  select b.user_id
  from public.auction_logs g
  join private.auction_log_bidders b on b.log_id = g.id
  where g.listing_id = p_listing_id and g.amount = p_amount
  order by g.id desc
  limit 1
$$;
revoke all on function private.listing_leader(bigint, bigint) from public;

-- Refuses a bid the player's available money does not cover, naming what is missing (402).
create function private.refuse_uncovered_bid(p_player uuid, p_amount bigint)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  free bigint;
begin
  select w.available into free from public.wallets w where w.player_uuid = p_player;
  if coalesce(free, 0) < p_amount then
    raise exception 'You need % more to bid this', private.format_money(p_amount - coalesce(free, 0))
      using errcode = 'PT402', hint = 'Deposit money in game to bid more.';
  end if;
end
$$;
revoke all on function private.refuse_uncovered_bid(uuid, bigint) from public;


create or replace function public.place_bid(p_listing_id bigint, p_amount bigint)
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
  seen public.auction_listings;
  seen_leader uuid;
  previous_leader uuid;
  standing private.wallet_holds;
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

  -- Refused without queueing: most bids under load are too low, out of money or over the rate
  -- limit, and each would otherwise wait for the listing's row lock behind every other bid on it.
  -- The same checks in the same order on the listing as last committed; a refusal holds at that
  -- moment (the current bid only rises within a round; a round that has ended is left to the
  -- locked path, which restarts it). What passes is checked again under the lock.
  select * into seen from public.auction_listings where id = p_listing_id;
  if found and seen.cancelled_at is null and seen.end_time > now()
    and seen.created_by is distinct from bidder_id
    and seen.seller_uuid is distinct from bidder_player then
    if seen.current_bid > seen.starting_bid then
      seen_leader := private.listing_leader(p_listing_id, seen.current_bid);
    end if;
    if seen_leader is distinct from bidder_id then
      if p_amount is null or p_amount <= seen.current_bid then
        raise exception 'Bid must be higher than current bid';
      end if;
      if p_amount >= seen.starting_bid and p_amount <= 1000000000000
        and p_amount <= public.max_bid(seen.current_bid, seen.starting_bid) then
        perform private.refuse_uncovered_bid(bidder_player, p_amount);
        if private.rate_limit_reached('bid:' || bidder_id, 10, interval '1 minute') then
          raise exception 'You can place at most 10 bids a minute. Please wait a moment.'
            using errcode = 'PT429';
        end if;
      end if;
    end if;
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
    previous_leader := private.listing_leader(p_listing_id, listing.current_bid);
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
  perform private.refuse_uncovered_bid(bidder_player, p_amount);

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
