-- Admins' user ids are not public (issue 41, item 7). auction_listings.created_by and
-- calendar_events.created_by named the admin who made each row, readable by anyone (and pushed
-- over Realtime with every listing change): an admin's account id is nobody's business, and it
-- is what an attacker needs to aim at one account. Both columns stay (place_bid checks the
-- listing's creator, the insert policy of events the acting admin) but no API role may read them:
-- each table is readable column by column, every column but created_by. Realtime sends a
-- subscriber only the columns its role may select, so the pushed listings lose the id too.
--
-- Where the creator is shown, it is by name: the back office's listings say "Listed by <public
-- name>" (admin_search_listings, admins only). The public pages never showed a creator; the audit
-- log names who created each event and listing. Every other table the API roles read holds no
-- account id (supabase/local/test/db/admin-ids.test.ts scans them all).

revoke select on public.auction_listings from anon, authenticated;
grant select (
  id, item, seller, starting_bid, current_bid, end_time, rarity, description, image_url,
  created_at, updated_at, item_id, repeats, cancelled_at, settled_at, winner_log_id, delivered_at
) on public.auction_listings to anon, authenticated;

revoke select on public.calendar_events from anon, authenticated;
grant select (id, title, date, time, description, type, created_at, updated_at)
  on public.calendar_events to anon, authenticated;
