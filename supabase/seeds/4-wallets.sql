-- Wallets (issue 39) ------------------------------------------------------------------------------
-- The dev accounts' players deposited in game, so a fresh start bids as before: 5,000 g each. The
-- sample listings' leading bids hold their amounts, as place_bid would have, so the ledger adds
-- up from the start (pnpm ledger:check).
select private.lock_wallets(array[
  'a4935774-0237-3720-be11-79fc977afe1b'::uuid, 'c41080a4-424b-3514-a71e-b04bbabd3cda'::uuid]);
select private.move_money(p.uuid, 'deposit', 50000000, p_deposit_id => 'seed:' || p.name,
  p_occurred_at => now() - interval '20 days')
from public.game_players p
where p.uuid in ('a4935774-0237-3720-be11-79fc977afe1b', 'c41080a4-424b-3514-a71e-b04bbabd3cda')
order by p.uuid;

with leaders as (
  select distinct on (l.id) l.id as listing_id, g.id as log_id, g.amount, a.player_uuid
  from public.auction_listings l
  join public.auction_logs g on g.listing_id = l.id and g.amount = l.current_bid
  join private.auction_log_bidders b on b.log_id = g.id
  join public.game_accounts a on a.user_id = b.user_id
  where l.current_bid > l.starting_bid and l.end_time > now()
  order by l.id, g.id desc
),
held as (
  select private.move_money(player_uuid, 'hold', amount, p_listing_id => listing_id,
    p_log_id => log_id), listing_id
  from leaders
)
insert into private.wallet_holds (log_id, listing_id, player_uuid, amount)
select l.log_id, l.listing_id, l.player_uuid, l.amount
from leaders l join held h on h.listing_id = l.listing_id;
