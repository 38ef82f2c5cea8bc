-- The auctions in their people's languages (issue 40): the winner's mail in the language the
-- winner chose (profiles.language, English when none), linking to the listing on the page in
-- that language; and
-- the language of the bid notice in the chat, a site setting staff edit (the chat is the
-- server's, one language for everyone in it). The database's own English messages stay as they
-- are: the site translates them by their words.

-- The chat's language: a setting of the site's row (the settings are read in English, shared
-- CONTENT_LANG), edited by admins with the others (the site_settings policies).
alter table public.site_settings
  add column chat_language text not null default 'en' check (chat_language in ('en', 'sv'));
comment on column public.site_settings.chat_language is
  'The language of the bid notices posted to the chat webhook (en, sv).';

-- A mail links to the listing it is about (issue 39): its row among the member's won auctions on
-- My Auctions (`#listing-<id>`, which the page scrolls to and marks). A path may now name a
-- place on its page (a fragment), still nothing that leaves the site.
alter table private.outgoing_emails drop constraint outgoing_emails_link_path_check;
alter table private.outgoing_emails
  add constraint outgoing_emails_link_path_check
  check (link_path ~ '^/[A-Za-z0-9/_-]*(#[A-Za-z0-9_-]+)?$');

-- A queued mail's language: its sender writes the link line around the body in it.
alter table private.outgoing_emails
  add column language text not null default 'en' check (language in ('en', 'sv'));
comment on column private.outgoing_emails.language is
  'The language the mail is written in (the recipient''s), for the lines its sender adds.';

-- The winner's mail in a language: its subject, text and HTML (the item escaped in the HTML).
-- Money as the site writes it in that language: gold grouped by a no-break space in Swedish.
create function private.auction_won_mail(p_language text, p_item text, p_amount bigint)
returns table (subject text, body_text text, body_html text)
language plpgsql
immutable
set search_path = ''
as $$
declare
  money text := private.format_money(p_amount);
  item_html text := private.html_escape(p_item);
begin
  if p_language = 'sv' then
    money := replace(money, ',', U&'\00A0');
    return query select
      'Du vann ' || p_item || ' på Norsecrafts auktionshus',
      'Du vann ' || p_item || ' för ' || money || '. Föremålet lämnas över till din '
        || 'spelkaraktär på servern; dina auktioner finns under Mina auktioner på webbplatsen.',
      '<p>Du vann <strong>' || item_html || '</strong> för ' || money || '.</p><p>Föremålet '
        || 'lämnas över till din spelkaraktär på servern; dina auktioner finns under Mina '
        || 'auktioner på webbplatsen.</p>';
  else
    return query select
      'You won ' || p_item || ' at the Norsecraft auction house',
      'You won ' || p_item || ' for ' || money || '. The item is handed over to your game '
        || 'character on the server; your auctions are under My Auctions on the site.',
      '<p>You won <strong>' || item_html || '</strong> for ' || money || '.</p><p>The item is '
        || 'handed over to your game character on the server; your auctions are under My '
        || 'Auctions on the site.</p>';
  end if;
end
$$;
revoke all on function private.auction_won_mail(text, text, bigint) from public;

-- As 20261127030300, with each mail's language.
drop function public.claim_outgoing_emails(integer);
create function public.claim_outgoing_emails(p_limit integer default 20)
returns table (
  id bigint, to_address text, subject text, body_text text, body_html text, link_path text,
  language text
)
language sql
security definer
set search_path = ''
as $$
  update private.outgoing_emails e
  set claimed_at = now(), attempts = e.attempts + 1
  where e.id in (
    select c.id from private.outgoing_emails c
    where c.sent_at is null and c.attempts < 10
      and (c.claimed_at is null or c.claimed_at < now() - interval '5 minutes')
      and (c.next_attempt_at is null or c.next_attempt_at <= now())
    order by c.id
    limit least(greatest(coalesce(p_limit, 20), 1), 100)
    for update skip locked
  )
  returning e.id, e.to_address, e.subject, e.body_text, e.body_html, e.link_path, e.language
$$;
comment on function public.claim_outgoing_emails(integer) is
  'The sender''s claim of unsent mail that is due (not backing off after a failure). Service '
  'role only.';
revoke all on function public.claim_outgoing_emails(integer) from public, anon, authenticated;
grant execute on function public.claim_outgoing_emails(integer) to service_role;

-- As 20261128020100 (settling, the money, the notices), the winner's mail in the winner's
-- language, linking to My Auctions in it.
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
  winner_language text;
  mail record;
  fee_percent numeric;
  fee bigint;
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
    select p.language into winner_language
    from public.profiles p where p.id = winner;
    winner_language := coalesce(winner_language, 'en');
    select * into mail from private.auction_won_mail(winner_language, listing.item, winning.amount);
    insert into private.outgoing_emails
      (to_address, subject, body_text, body_html, link_path, language)
    values (
      winner_email,
      mail.subject,
      mail.body_text,
      mail.body_html,
      case winner_language when 'en' then '' else '/' || winner_language end
        || '/my-auctions#listing-' || listing.id,
      winner_language
    );
  end loop;
  return settled;
end
$$;
