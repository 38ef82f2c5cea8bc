-- Public names (issue 28, finding 2). The profile's username comes from the e-mail's local part
-- (the spec's rule), so showing it published part of every bidder's address. It stays the
-- account's own name, read only by its owner (and admins, through public.users); public places
-- show the public name the member chooses, and 'Anonymous' before that or when the member's
-- privacy is 'private'. docs/decisions.md "Public names".
--
-- Where a member's name is public: the bid log (auction_logs.bidder, also over Realtime), the
-- highest bidder of each listing (auction_listings_live, read from the log) and the chat notice
-- (claim_bid_notification, read from the log). All three take private.display_name.

alter table public.profiles add column public_name text;
comment on column public.profiles.public_name is
  'The name the member chose to be shown under in public places (3 to 16 letters, digits or '
  'underscores, like a game name; unique ignoring case); null until chosen.';
-- The game name's own rule (shared/src/lib/public-name.ts holds the same).
alter table public.profiles
  add constraint profiles_public_name_format check (public_name ~ '^[A-Za-z0-9_]{3,16}$');
create unique index profiles_public_name_key on public.profiles (lower(public_name));

grant insert (public_name), update (public_name) on public.profiles to authenticated;

-- The name shown for a member in public places. The one rule for bids, the chat notice and
-- whatever else shows a member to others.
create or replace function private.display_name(p_user_id uuid)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select p.public_name from public.profiles p
     where p.id = p_user_id and p.privacy_setting <> 'private'),
    'Anonymous'
  )
$$;
comment on function private.display_name(uuid) is
  'What public places show for a member: the public name, or ''Anonymous'' before one is '
  'chosen or while the member''s privacy is ''private''. Never anything from the e-mail.';

-- A public name belongs to one member: the format check and the unique index hold it; this
-- trigger answers first, with the settings form's messages (shared PUBLIC_NAME_ERRORS). An empty
-- public name takes the game name (the natural default) whenever either is written, when it is free.
create function private.prepare_public_name()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.public_name is null and new.minecraft_username is not null
    and not exists (
      select 1 from public.profiles p
      where lower(p.public_name) = lower(new.minecraft_username) and p.id <> new.id
    )
  then
    new.public_name := new.minecraft_username;
  end if;
  if new.public_name is null then
    return new;
  end if;
  if char_length(new.public_name) < 3 then
    raise exception 'Public name must be at least 3 characters' using errcode = '23514';
  end if;
  if char_length(new.public_name) > 16 then
    raise exception 'Public name must be at most 16 characters' using errcode = '23514';
  end if;
  if new.public_name !~ '^[A-Za-z0-9_]+$' then
    raise exception 'Public name can only contain letters, numbers, and underscores'
      using errcode = '23514';
  end if;
  if exists (
    select 1 from public.profiles p
    where lower(p.public_name) = lower(new.public_name) and p.id <> new.id
  ) then
    raise exception 'This public name is already taken' using errcode = '23505';
  end if;
  return new;
end
$$;
revoke all on function private.prepare_public_name() from public;
create trigger profiles_prepare_public_name
  before insert or update of public_name, minecraft_username on public.profiles
  for each row execute function private.prepare_public_name();

-- The log stores the name in force: a member who renames or turns private changes every bid of
-- theirs in the public log at once, as a deleted account's bids turn 'Anonymous'.
create function private.relabel_bids()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.auction_logs g
  set bidder = private.display_name(new.id)
  from private.auction_log_bidders b
  where b.log_id = g.id and b.user_id = new.id
    and g.bidder is distinct from private.display_name(new.id);
  return null;
end
$$;
revoke all on function private.relabel_bids() from public;
-- No column list: a public name the game name filled in (above) counts too.
create trigger profiles_relabel_bids
  after update on public.profiles
  for each row
  when (old.public_name is distinct from new.public_name
    or old.privacy_setting is distinct from new.privacy_setting)
  execute function private.relabel_bids();

-- Members who already set a game name get it as their public name (the first to set it, when two
-- share one ignoring case).
update public.profiles p set public_name = p.minecraft_username
where p.minecraft_username is not null
  and not exists (
    select 1 from public.profiles q
    where lower(q.minecraft_username) = lower(p.minecraft_username)
      and (q.created_at, q.id) < (p.created_at, p.id)
  );

-- Every logged bid so far carried the profile username (from the e-mail): relabel them all.
update public.auction_logs g
set bidder = coalesce(
  (select private.display_name(b.user_id) from private.auction_log_bidders b where b.log_id = g.id),
  'Anonymous'
)
where g.bidder is distinct from coalesce(
  (select private.display_name(b.user_id) from private.auction_log_bidders b where b.log_id = g.id),
  'Anonymous'
);
comment on column public.auction_logs.bidder is
  'The bidder''s public name (private.display_name), kept current, or ''Anonymous''.';
