-- Accounts that are players (issue 38, item 1). A member's game name was free text: anyone could
-- save another player's name, and won items went to whatever name the winner typed. Now the game
-- server tells the site who its players are, through the game bridge (service role only):
-- - game_players: every player the server has named, by UUID, with the name they have now
--   (POST /players on each join: a rename reaches the site the next time the player comes in);
-- - game_player_names: every name a UUID has had, so a player's record is found by any of them;
-- - game_accounts: the member an account belongs to, linked by a one-time code the member's
--   settings show and the player types in game (`/link <code>`, POST /links): one account per
--   UUID, one UUID per account. The member reads their own link (Realtime tells the settings
--   page the moment it is made); nobody else reads who is whom except through the public player
--   page, which names a linked member only by the public name they show.
-- profiles.minecraft_username stays for accounts made before, as an unverified name until they
-- link: no two accounts may hold the same one, and no member writes it any more.
-- Bidding needs a linked account: the item must reach someone in game.

create table public.game_players (
  uuid uuid primary key,
  -- The name the server last gave (the bridge checks it as every player name: 1 to 64
  -- characters, not "." or "..", which would have no address on the site).
  name text not null
    constraint game_players_name_rule check (char_length(name) between 1 and 64
      and name not in ('.', '..')),
  name_key text collate "C" generated always as (lower(name)) stored,
  first_seen_at timestamptz not null default now(),
  -- When the server last named the player (a join, a link).
  seen_at timestamptz not null default now(),
  constraint game_players_first_seen_at_in_bounds
    check (first_seen_at >= '2000-01-01 00:00:00+00' and first_seen_at < '2100-01-01 00:00:00+00'),
  constraint game_players_seen_at_in_bounds
    check (seen_at >= '2000-01-01 00:00:00+00' and seen_at < '2100-01-01 00:00:00+00')
);
comment on table public.game_players is
  'The game server''s players by UUID, with their current name (game bridge: POST /players).';
-- A name's current holder: the one the server named most recently (a name freed by a rename can
-- be taken by another player; the old holder's row keeps it until they come back).
create index game_players_name_idx on public.game_players (name_key, seen_at desc);

create table public.game_player_names (
  player_uuid uuid not null references public.game_players (uuid) on delete cascade,
  -- The spelling last seen.
  name text not null
    constraint game_player_names_name_rule check (char_length(name) between 1 and 64
      and name not in ('.', '..')),
  name_key text collate "C" generated always as (lower(name)) stored,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  primary key (player_uuid, name_key),
  constraint game_player_names_first_seen_at_in_bounds
    check (first_seen_at >= '2000-01-01 00:00:00+00' and first_seen_at < '2100-01-01 00:00:00+00'),
  constraint game_player_names_last_seen_at_in_bounds
    check (last_seen_at >= '2000-01-01 00:00:00+00' and last_seen_at < '2100-01-01 00:00:00+00')
);
comment on table public.game_player_names is 'Every name each player has had (the current one too).';
create index game_player_names_name_idx on public.game_player_names (name_key, last_seen_at desc);

create table public.game_accounts (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  player_uuid uuid not null unique references public.game_players (uuid),
  linked_at timestamptz not null default now(),
  constraint game_accounts_linked_at_in_bounds
    check (linked_at >= '2000-01-01 00:00:00+00' and linked_at < '2100-01-01 00:00:00+00')
);
comment on table public.game_accounts is
  'The game account each member linked (game bridge: POST /links); read by its owner only.';

-- Names and UUIDs are public in the game; who links which player is the member's own.
alter table public.game_players enable row level security;
alter table public.game_player_names enable row level security;
alter table public.game_accounts enable row level security;
revoke all on public.game_players, public.game_player_names, public.game_accounts
  from anon, authenticated;
grant select on public.game_players, public.game_player_names to anon, authenticated;
grant select on public.game_accounts to authenticated;
grant all on public.game_players, public.game_player_names, public.game_accounts to service_role;
create policy "game_players: everyone reads" on public.game_players
  for select to anon, authenticated using (true);
create policy "game_player_names: everyone reads" on public.game_player_names
  for select to anon, authenticated using (true);
create policy "game_accounts: owner reads" on public.game_accounts
  for select to authenticated using (user_id = (select auth.uid()));

-- The settings page hears its link being made (INSERT, UPDATE) or removed (DELETE).
alter publication supabase_realtime add table public.game_accounts;

-- One-time codes ----------------------------------------------------------------------------------
-- One per member at a time (a new one replaces it), valid 10 minutes, used once: kept after use
-- (used_at, used_by) so that the game server sending the same link again is told it is done.
create table private.game_link_codes (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  code text not null unique,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  used_at timestamptz,
  used_by uuid
);
comment on table private.game_link_codes is 'Each member''s latest one-time code to link a game account.';
alter table private.game_link_codes enable row level security;
revoke all on private.game_link_codes from public, anon, authenticated, service_role;

-- Characters no one mistakes for another, read off a screen and typed in game chat: no 0/O,
-- 1/I/L. Six of them: 31^6, about 887 million codes, and only the game server (with the bridge's
-- key) can try one.
create function public.create_game_link_code()
returns table (code text, expires_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := private.current_member();
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  bytes bytea;
  new_code text;
  until timestamptz := now() + interval '10 minutes';
begin
  if caller is null then
    raise exception 'Sign in to link a game account' using errcode = '42501';
  end if;
  perform private.take_rate_limit(
    'game-link-code:' || caller, 10, interval '10 minutes',
    'You can ask for at most 10 codes in 10 minutes. Please wait a moment.'
  );
  loop
    -- The first six bytes of a version 4 UUID are random.
    bytes := uuid_send(gen_random_uuid());
    new_code := '';
    for i in 0..5 loop
      new_code := new_code || substr(alphabet, 1 + get_byte(bytes, i) % 31, 1);
    end loop;
    begin
      insert into private.game_link_codes as c (user_id, code, expires_at)
      values (caller, new_code, until)
      on conflict (user_id) do update set
        code = excluded.code, expires_at = excluded.expires_at, created_at = now(),
        used_at = null, used_by = null;
      exit;
    exception when unique_violation then
      -- Another member's code (a current or an old one): draw again.
    end;
  end loop;
  return query select new_code, until;
end
$$;
comment on function public.create_game_link_code() is
  'A new one-time code (10 minutes) for the caller to type in game as /link <code>.';
revoke all on function public.create_game_link_code() from public, anon, authenticated;
grant execute on function public.create_game_link_code() to authenticated;

create function public.unlink_game_account()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := private.current_member();
begin
  if caller is null then
    raise exception 'Sign in to unlink a game account' using errcode = '42501';
  end if;
  delete from public.game_accounts where user_id = caller;
end
$$;
comment on function public.unlink_game_account() is 'Removes the caller''s link to a game account.';
revoke all on function public.unlink_game_account() from public, anon, authenticated;
grant execute on function public.unlink_game_account() to authenticated;

-- Players, as the game server names them ----------------------------------------------------------
-- Unverified names of other accounts that a linked player holds go: the player proved the name
-- is theirs. Called whenever a linked player's name is recorded.
create function private.release_claimed_names(p_uuids uuid[])
returns void
language sql
set search_path = ''
as $$
  update public.profiles pr set minecraft_username = null
  from public.game_accounts a
  join public.game_players p on p.uuid = a.player_uuid
  where a.player_uuid = any(p_uuids)
    and lower(pr.minecraft_username) = p.name_key
    and pr.id <> a.user_id
$$;
revoke all on function private.release_claimed_names(uuid[]) from public;

-- [{ uuid, name }, …] as the server names its players now: new ones added, renamed ones renamed,
-- each name added to the names held. Returns { added, renamed, unchanged }.
create function private.record_players(p_items jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  added bigint;
  renamed bigint;
  uuids uuid[];
  total integer := jsonb_array_length(p_items);
begin
  select count(*) filter (where p.uuid is null),
    count(*) filter (where p.uuid is not null and p.name <> i.name),
    array_agg(i.uuid)
  into added, renamed, uuids
  from jsonb_to_recordset(p_items) as i (uuid uuid, name text)
  left join public.game_players p on p.uuid = i.uuid;

  -- In key order, so concurrent batches lock the same rows in the same order.
  insert into public.game_players as p (uuid, name)
  select i.uuid, i.name from jsonb_to_recordset(p_items) as i (uuid uuid, name text)
  order by i.uuid
  on conflict (uuid) do update set name = excluded.name, seen_at = now();
  insert into public.game_player_names as n (player_uuid, name)
  select i.uuid, i.name from jsonb_to_recordset(p_items) as i (uuid uuid, name text)
  order by i.uuid
  on conflict (player_uuid, name_key) do update set name = excluded.name, last_seen_at = now();
  perform private.release_claimed_names(uuids);
  return jsonb_build_object('added', added, 'renamed', renamed,
    'unchanged', total - added - renamed);
end
$$;
revoke all on function private.record_players(jsonb) from public;

-- Players named by other records (a punishment, a vote): added when new, with their names;
-- never renamed from there (an old punishment carries an old name).
create function private.note_players(p_items jsonb)
returns void
language sql
set search_path = ''
as $$
  insert into public.game_players (uuid, name)
  select distinct on (uuid) uuid, name
  from jsonb_to_recordset(p_items) as (uuid uuid, name text)
  where uuid is not null
  order by uuid
  on conflict (uuid) do nothing;
  insert into public.game_player_names (player_uuid, name)
  select distinct on (uuid, lower(name)) uuid, name
  from jsonb_to_recordset(p_items) as (uuid uuid, name text)
  where uuid is not null
  order by uuid, lower(name)
  on conflict (player_uuid, name_key) do nothing;
$$;
revoke all on function private.note_players(jsonb) from public;

-- POST /players of the game bridge (game-bridge checks each item). Service role only.
create function public.bridge_upsert_players(p_items jsonb)
returns jsonb
language sql
security definer
set search_path = ''
as $$
  select private.record_players(p_items)
$$;
comment on function public.bridge_upsert_players(jsonb) is
  'Game bridge: the server''s players by UUID and current name (renames followed). Service role only.';
revoke all on function public.bridge_upsert_players(jsonb) from public, anon, authenticated;
grant execute on function public.bridge_upsert_players(jsonb) to service_role;

-- POST /links of the game bridge: the player typed `/link <code>` in game. Links the code's
-- member to the player; a member linked before is linked to this player now. Answers
-- { linked: true, name, member, already_linked } (member: the public name the member shows, or
-- null), or { refused: 'unknown' | 'used' | 'expired' | 'linked_elsewhere' } with nothing
-- written, which the bridge words for the player. Sending the same link again answers as the
-- first time did, with already_linked. Service role only.
create function public.bridge_link_game_account(p_code text, p_uuid uuid, p_name text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  link private.game_link_codes;
  holder uuid;
begin
  select * into link from private.game_link_codes c
  where c.code = upper(btrim(p_code))
  for update;
  if not found then
    return jsonb_build_object('refused', 'unknown');
  end if;
  if link.used_at is not null then
    if link.used_by = p_uuid then
      return jsonb_build_object('linked', true, 'name', p_name,
        'member', nullif(private.display_name(link.user_id), 'Anonymous'),
        'already_linked', true);
    end if;
    return jsonb_build_object('refused', 'used');
  end if;
  if link.expires_at <= now() then
    return jsonb_build_object('refused', 'expired');
  end if;

  select a.user_id into holder from public.game_accounts a where a.player_uuid = p_uuid;
  if holder is not null and holder <> link.user_id then
    return jsonb_build_object('refused', 'linked_elsewhere');
  end if;
  begin
    insert into public.game_players as p (uuid, name) values (p_uuid, p_name)
    on conflict (uuid) do update set name = excluded.name, seen_at = now();
    insert into public.game_player_names as n (player_uuid, name) values (p_uuid, p_name)
    on conflict (player_uuid, name_key) do update set name = excluded.name, last_seen_at = now();
    insert into public.game_accounts as a (user_id, player_uuid) values (link.user_id, p_uuid)
    on conflict (user_id) do update set player_uuid = excluded.player_uuid, linked_at = now();
  exception when unique_violation then
    -- Another account linked this player a moment ago (the block's writes are undone).
    return jsonb_build_object('refused', 'linked_elsewhere');
  end;
  update private.game_link_codes set used_at = now(), used_by = p_uuid
  where user_id = link.user_id;

  -- What shows is the linked name: the member's unverified one goes, as do other accounts'
  -- claims on this name.
  update public.profiles set minecraft_username = null
  where id = link.user_id and minecraft_username is not null;
  perform private.release_claimed_names(array[p_uuid]);
  -- A member without a public name shows under the game name, when it can be one (its rules:
  -- format, not a staff name, not taken); otherwise it stays empty.
  begin
    update public.profiles set public_name = p_name
    where id = link.user_id and public_name is null;
  exception when check_violation or unique_violation then
    null;
  end;
  return jsonb_build_object('linked', true, 'name', p_name,
    'member', nullif(private.display_name(link.user_id), 'Anonymous'), 'already_linked', false);
end
$$;
comment on function public.bridge_link_game_account(text, uuid, text) is
  'Game bridge: links the member whose one-time code the player typed in game. Service role only.';
revoke all on function public.bridge_link_game_account(text, uuid, text)
  from public, anon, authenticated;
grant execute on function public.bridge_link_game_account(text, uuid, text) to service_role;

-- Unverified names -------------------------------------------------------------------------------
-- Two accounts held the same typed name (issue 38: "Shieldmaiden_Sif" was saved by a second
-- account). The first to have set it keeps it (by account age); the others lose it and link
-- their game account instead.
update public.profiles p set minecraft_username = null
where p.minecraft_username is not null
  and exists (
    select 1 from public.profiles q
    where lower(q.minecraft_username) = lower(p.minecraft_username)
      and (q.created_at, q.id) < (p.created_at, p.id)
  );
create unique index profiles_unverified_game_name_key on public.profiles (lower(minecraft_username));
comment on column public.profiles.minecraft_username is
  'The game name an account typed before game accounts were linked: unverified, unique ignoring '
  'case, null once the account links (what shows then is game_accounts'' player).';
-- The name is no longer typed: it comes from the game.
revoke insert (minecraft_username), update (minecraft_username) on public.profiles
  from authenticated;

-- Bids need a linked account -----------------------------------------------------------------------
-- The winner's item is handed over in game, to the linked player: a member without one cannot
-- bid. Checked where every bid records its bidder (place_bid), for API callers; the seeds and
-- consoles write history as it was.
create function private.require_game_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.game_accounts a where a.user_id = new.user_id) then
    raise exception 'Link your Minecraft account in Settings to bid: won items are handed over in game'
      using errcode = 'PT403';
  end if;
  return new;
end
$$;
revoke all on function private.require_game_account() from public;
create trigger auction_log_bidders_require_game_account
  before insert on private.auction_log_bidders
  for each row when (auth.role() = 'authenticated')
  execute function private.require_game_account();

-- The game bridge's won auctions name the winner's player ----------------------------------------
-- winner_uuid: the linked player (null for a win from before links: the game server gives the
-- item by name then); winner_minecraft_username: that player's current name, else the
-- unverified name the member typed.
drop function public.bridge_won_auctions(integer);
create function public.bridge_won_auctions(p_limit integer default 100)
returns table (
  id bigint,
  item text,
  item_id bigint,
  amount bigint,
  winner text,
  winner_uuid uuid,
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
  select l.id, l.item, l.item_id, g.amount, g.bidder, gp.uuid,
    coalesce(gp.name, p.minecraft_username), l.end_time
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
  'Game bridge: won auctions not yet delivered in game (winner by public name, UUID and game name).';
revoke all on function public.bridge_won_auctions(integer) from public, anon, authenticated;
grant execute on function public.bridge_won_auctions(integer) to service_role;
