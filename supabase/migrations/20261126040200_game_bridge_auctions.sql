-- The game bridge's auction half (issue 29): the game server asks which auctions were won and not
-- yet handed over, gives each item to its winner in game, and says so. Only the service role
-- (the game-bridge Edge Function, after checking the server's key) may call these.

-- Won auctions not yet delivered, longest waiting first. Settles what is due first, so an
-- auction that ended a moment ago is listed without waiting for anything else to run.
create function public.bridge_won_auctions(p_limit integer default 100)
returns table (
  id bigint,
  item text,
  item_id bigint,
  amount bigint,
  winner text,
  winner_minecraft_username text,
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
  select l.id, l.item, l.item_id, g.amount, g.bidder, p.minecraft_username, l.end_time
  from public.auction_listings l
  join public.auction_logs g on g.id = l.winner_log_id
  left join private.auction_log_bidders b on b.log_id = g.id
  left join public.profiles p on p.id = b.user_id
  where l.winner_log_id is not null and l.delivered_at is null
  order by l.end_time, l.id
  limit least(greatest(coalesce(p_limit, 100), 1), 1000);
end
$$;
comment on function public.bridge_won_auctions(integer) is
  'Game bridge: won auctions not yet delivered in game (winner by public and game name).';
revoke all on function public.bridge_won_auctions(integer) from public, anon, authenticated;
grant execute on function public.bridge_won_auctions(integer) to service_role;

-- Marks a won auction delivered. Idempotent: marking it again answers the first time's moment.
create function public.bridge_mark_auction_delivered(p_listing_id bigint)
returns table (id bigint, delivered_at timestamptz, already_delivered boolean)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  listing public.auction_listings;
begin
  perform public.settle_auctions(500);
  select * into listing from public.auction_listings where id = p_listing_id for update;
  if not found then
    raise exception 'Auction listing not found' using errcode = 'PT404';
  end if;
  if listing.winner_log_id is null then
    raise exception 'This auction has no winner to deliver to' using errcode = 'PT409';
  end if;
  if listing.delivered_at is not null then
    return query select listing.id, listing.delivered_at, true;
    return;
  end if;
  update public.auction_listings set delivered_at = now() where id = p_listing_id
  returning * into listing;
  return query select listing.id, listing.delivered_at, false;
end
$$;
comment on function public.bridge_mark_auction_delivered(bigint) is
  'Game bridge: marks a won auction handed over in game; idempotent.';
revoke all on function public.bridge_mark_auction_delivered(bigint)
  from public, anon, authenticated;
grant execute on function public.bridge_mark_auction_delivered(bigint) to service_role;
