-- Queued mail backs off per mail (issue 41, item 8), and carries a link to the site (item 15).
--
-- A failed send released the mail at once, and auction-settle is open to anyone: during a mail
-- outage a caller in a loop spent all 10 tries of every queued mail in seconds, and the winners
-- were never told. Now a failed mail waits before it may be claimed again, twice as long after
-- each failure: 1, 2, 4 … 256 minutes, so its 10 tries span about 8.5 hours whoever calls and
-- however often. A claim is still a 5-minute lease for a sender that dies mid-send.
--
-- link_path: the page of the site the mail is about ('/my-auctions' for a win). The sender joins
-- it to the site's address (SITE_URL) as the mail's link; the database does not know where the
-- site is served.

alter table private.outgoing_emails
  add column next_attempt_at timestamptz,
  add column link_path text check (link_path ~ '^/[A-Za-z0-9/_-]*$');
comment on column private.outgoing_emails.next_attempt_at is
  'A failed mail is not claimed again before this (1 minute after the first failure, doubling).';
comment on column private.outgoing_emails.link_path is
  'The site page the mail links to, joined to the site''s address by the sender.';

-- Won auctions queued so far link to My Auctions.
update private.outgoing_emails set link_path = '/my-auctions'
where link_path is null and subject like 'You won %';

-- The wait after a mail's p_attempts-th failure.
create function private.mail_retry_delay(p_attempts integer)
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '1 minute' * power(2, least(greatest(p_attempts, 1), 9) - 1)
$$;
revoke all on function private.mail_retry_delay(integer) from public;

drop function public.claim_outgoing_emails(integer);
create function public.claim_outgoing_emails(p_limit integer default 20)
returns table (
  id bigint, to_address text, subject text, body_text text, body_html text, link_path text
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
  returning e.id, e.to_address, e.subject, e.body_text, e.body_html, e.link_path
$$;
comment on function public.claim_outgoing_emails(integer) is
  'The sender''s claim of unsent mail that is due (not backing off after a failure). Service '
  'role only.';
revoke all on function public.claim_outgoing_emails(integer) from public, anon, authenticated;
grant execute on function public.claim_outgoing_emails(integer) to service_role;

create or replace function public.finish_outgoing_email(p_id bigint, p_error text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.outgoing_emails
  set sent_at = case when p_error is null then now() end,
    claimed_at = case when p_error is null then claimed_at end,
    next_attempt_at = case when p_error is not null
      then now() + private.mail_retry_delay(attempts) end,
    last_error = left(p_error, 500)
  where id = p_id and sent_at is null
$$;

-- Settlement as in 20261126040100, the winner's mail linking to My Auctions.
create or replace function public.settle_auctions(p_limit integer default 100)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  listing public.auction_listings;
  winning public.auction_logs;
  winner uuid;
  winner_email text;
  money text;
  settled integer := 0;
begin
  for listing in
    select * from public.auction_listings l
    where not l.repeats and l.cancelled_at is null and l.settled_at is null and l.end_time <= now()
    order by l.end_time
    limit least(greatest(coalesce(p_limit, 100), 1), 500)
    for update skip locked
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
