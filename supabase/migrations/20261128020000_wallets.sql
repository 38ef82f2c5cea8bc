-- Wallets (issue 39, items 1 and 5). Each game player has a wallet in copper on the site: the
-- game server's plugin deposits money the player had in game (POST /wallet/deposits), bids hold
-- from it, a won auction pays from the hold, a seller is credited the price less the house fee,
-- and a member takes money back into the game with a withdrawal (the plugin pays it in game).
--
-- A ledger: every change of a wallet is a row of wallet_movements, written in the same
-- transaction as the wallet's two figures (available, held), under the wallet's row lock, and
-- never updated or deleted (a trigger refuses it, whoever asks). ledger_check() proves the two
-- agree, wallet by wallet and in total. No API role writes any of it: only the functions below.
--
-- The wallet is the player's (by UUID), not the member's: the money is in game before and after,
-- and a member who links another player sees that player's wallet.

create table public.wallets (
  player_uuid uuid primary key references public.game_players (uuid),
  -- Free to bid or withdraw.
  available bigint not null default 0 constraint wallets_available_not_negative check (available >= 0),
  -- Held by the bids that lead a listing (one per listing at most).
  held bigint not null default 0 constraint wallets_held_not_negative check (held >= 0),
  updated_at timestamptz not null default now()
);
comment on table public.wallets is
  'Each game player''s money on the site, in copper: available and held in leading bids. Kept in '
  'step with wallet_movements by the wallet functions only.';

create table public.wallet_withdrawals (
  id bigint generated always as identity primary key,
  player_uuid uuid not null references public.game_players (uuid),
  -- The member who asked (null once their account is gone; the money still goes in game).
  requested_by uuid references public.users (id) on delete set null,
  amount bigint not null constraint wallet_withdrawals_amount_positive check (amount > 0),
  requested_at timestamptz not null default now(),
  -- The game server listed it (GET /wallet/withdrawals): from then on it is being paid and the
  -- member can no longer cancel it.
  picked_up_at timestamptz,
  paid_at timestamptz,
  cancelled_at timestamptz,
  constraint wallet_withdrawals_paid_or_cancelled check (paid_at is null or cancelled_at is null)
);
create index wallet_withdrawals_player_idx on public.wallet_withdrawals (player_uuid, id desc);
create index wallet_withdrawals_pending_idx on public.wallet_withdrawals (id)
  where paid_at is null and cancelled_at is null;
comment on table public.wallet_withdrawals is
  'Money a member asked to have back in game; the plugin pays it and confirms.';

create table public.wallet_movements (
  id bigint generated always as identity primary key,
  player_uuid uuid not null references public.wallets (player_uuid),
  kind text not null constraint wallet_movements_kind check (kind in (
    'deposit', 'withdrawal', 'withdrawal_cancelled', 'hold', 'release', 'payment', 'sale', 'fee'
  )),
  -- The amount moved (always positive) and what it did to each figure of the wallet.
  amount bigint not null constraint wallet_movements_amount_positive check (amount > 0),
  available_change bigint not null,
  held_change bigint not null,
  listing_id bigint references public.auction_listings (id),
  -- The bid a hold, release or payment belongs to.
  log_id bigint references public.auction_logs (id),
  withdrawal_id bigint references public.wallet_withdrawals (id),
  -- A deposit's id on the game side: each is recorded once.
  deposit_id text,
  -- When it happened in game (deposits); created_at is when the site recorded it.
  occurred_at timestamptz,
  created_at timestamptz not null default clock_timestamp(),
  constraint wallet_movements_changes check (case kind
    when 'deposit' then available_change = amount and held_change = 0 and deposit_id is not null
    when 'withdrawal' then available_change = -amount and held_change = 0 and withdrawal_id is not null
    when 'withdrawal_cancelled' then available_change = amount and held_change = 0
      and withdrawal_id is not null
    when 'hold' then available_change = -amount and held_change = amount and log_id is not null
    when 'release' then available_change = amount and held_change = -amount and log_id is not null
    when 'payment' then available_change = 0 and held_change = -amount and log_id is not null
    when 'sale' then available_change = amount and held_change = 0 and listing_id is not null
    when 'fee' then available_change = -amount and held_change = 0 and listing_id is not null
  end),
  constraint wallet_movements_occurred_at_in_bounds
    check (occurred_at >= '2000-01-01 00:00:00+00' and occurred_at < '2100-01-01 00:00:00+00')
);
-- What makes a movement happen once: a deposit by its game id; a bid's hold, its release or
-- payment; a withdrawal and its cancellation; a listing's sale and fee.
create unique index wallet_movements_deposit_idx on public.wallet_movements (deposit_id)
  where kind = 'deposit';
create unique index wallet_movements_bid_idx on public.wallet_movements (log_id, kind)
  where kind in ('hold', 'release', 'payment');
create unique index wallet_movements_withdrawal_idx on public.wallet_movements (withdrawal_id, kind)
  where withdrawal_id is not null;
create unique index wallet_movements_listing_idx on public.wallet_movements (listing_id, kind)
  where kind in ('sale', 'fee');
create index wallet_movements_player_idx on public.wallet_movements (player_uuid, id desc);
comment on table public.wallet_movements is
  'The ledger: every change of a wallet, never updated or deleted.';

-- The holds standing now: one per listing (its leading bid), gone when released or paid. State
-- kept beside the ledger so a bid finds the hold it replaces without reading the whole history;
-- ledger_check proves it agrees with the movements.
create table private.wallet_holds (
  log_id bigint primary key references public.auction_logs (id),
  listing_id bigint not null unique references public.auction_listings (id),
  player_uuid uuid not null references public.wallets (player_uuid),
  amount bigint not null check (amount > 0)
);
create index wallet_holds_player_idx on private.wallet_holds (player_uuid);
alter table private.wallet_holds enable row level security;
revoke all on private.wallet_holds from public, anon, authenticated, service_role;

create function private.refuse_ledger_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Wallet movements are never changed or deleted' using errcode = '42501';
end
$$;
revoke all on function private.refuse_ledger_change() from public;
create trigger wallet_movements_append_only
  before update or delete on public.wallet_movements
  for each row execute function private.refuse_ledger_change();
create trigger wallet_movements_no_truncate
  before truncate on public.wallet_movements
  for each statement execute function private.refuse_ledger_change();

-- The house fee (a site setting, item 4): one row, admins change it. The fee leaves the economy.
create table public.economy_settings (
  id boolean primary key default true constraint economy_settings_one_row check (id),
  house_fee_percent numeric(4, 2) not null default 5
    constraint economy_settings_house_fee_range check (house_fee_percent between 0 and 50),
  updated_at timestamptz not null default now()
);
insert into public.economy_settings default values;
comment on table public.economy_settings is
  'The economy''s settings: the house fee taken from each player sale (percent, default 5).';
create trigger economy_settings_set_updated_at
  before update on public.economy_settings
  for each row execute function public.set_updated_at();

-- Every moment the site keeps is within 2000–2099 (20261127010000_timestamp_bounds.sql).
do $$
declare
  target record;
begin
  for target in
    select * from (values
      ('wallets', 'updated_at'), ('wallet_movements', 'created_at'),
      ('wallet_withdrawals', 'requested_at'), ('wallet_withdrawals', 'picked_up_at'),
      ('wallet_withdrawals', 'paid_at'), ('wallet_withdrawals', 'cancelled_at'),
      ('economy_settings', 'updated_at')
    ) as t (table_name, column_name)
  loop
    execute format(
      'alter table public.%1$I add constraint %2$I check (%3$I >= %4$L::timestamptz and %3$I < %5$L::timestamptz)',
      target.table_name, target.table_name || '_' || target.column_name || '_in_bounds',
      target.column_name, '2000-01-01 00:00:00+00', '2100-01-01 00:00:00+00'
    );
  end loop;
end
$$;

-- Row-level security: a member reads their own player's wallet, movements and withdrawals;
-- everyone reads the house fee; nobody but the functions writes (admins change the fee).
alter table public.wallets enable row level security;
alter table public.wallet_movements enable row level security;
alter table public.wallet_withdrawals enable row level security;
alter table public.economy_settings enable row level security;
revoke all on public.wallets, public.wallet_movements, public.wallet_withdrawals,
  public.economy_settings from anon, authenticated;
grant select on public.wallets, public.wallet_movements, public.wallet_withdrawals
  to authenticated;
grant select on public.wallets, public.wallet_movements, public.wallet_withdrawals to service_role;
grant select on public.economy_settings to anon, authenticated, service_role;
grant update (house_fee_percent) on public.economy_settings to authenticated;

-- The caller's game player (the functions below run as definer: RLS does not apply there).
create function private.my_player()
returns uuid
language sql
stable
set search_path = ''
as $$
  select a.player_uuid from public.game_accounts a where a.user_id = auth.uid()
$$;
revoke all on function private.my_player() from public;

create policy "wallets: own" on public.wallets
  for select to authenticated using (player_uuid in (
    select a.player_uuid from public.game_accounts a where a.user_id = (select auth.uid())));
create policy "wallet_movements: own" on public.wallet_movements
  for select to authenticated using (player_uuid in (
    select a.player_uuid from public.game_accounts a where a.user_id = (select auth.uid())));
create policy "wallet_withdrawals: own" on public.wallet_withdrawals
  for select to authenticated using (player_uuid in (
    select a.player_uuid from public.game_accounts a where a.user_id = (select auth.uid())));
create policy "economy_settings: everyone reads" on public.economy_settings
  for select to anon, authenticated using (true);
create policy "economy_settings: admins change" on public.economy_settings
  for update to authenticated using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- The member's page hears its wallet change (a bid held, an outbid released, a deposit).
alter publication supabase_realtime add table public.wallets;

-- Moving money ------------------------------------------------------------------------------------
-- Locks the wallets of p_players (made when missing), in UUID order: two transactions that need
-- the same two wallets take them in the same order and never wait on each other in a circle.
create function private.lock_wallets(p_players uuid[])
returns void
language plpgsql
set search_path = ''
as $$
begin
  insert into public.wallets (player_uuid)
  select distinct p from unnest(p_players) p where p is not null order by 1
  on conflict (player_uuid) do nothing;
  perform 1 from public.wallets w
  where w.player_uuid = any (p_players)
  order by w.player_uuid
  for update;
end
$$;
revoke all on function private.lock_wallets(uuid[]) from public;

-- One movement and the wallet's figures with it; the caller holds the wallet's lock. A wallet
-- that would go below zero fails its check: the whole transaction is undone.
create function private.move_money(
  p_player uuid,
  p_kind text,
  p_amount bigint,
  p_listing_id bigint default null,
  p_log_id bigint default null,
  p_withdrawal_id bigint default null,
  p_deposit_id text default null,
  p_occurred_at timestamptz default null
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  to_available bigint := case p_kind
    when 'deposit' then p_amount when 'withdrawal_cancelled' then p_amount
    when 'release' then p_amount when 'sale' then p_amount
    when 'payment' then 0 else -p_amount end;
  to_held bigint := case p_kind
    when 'hold' then p_amount when 'release' then -p_amount when 'payment' then -p_amount
    else 0 end;
begin
  insert into public.wallet_movements (player_uuid, kind, amount, available_change, held_change,
    listing_id, log_id, withdrawal_id, deposit_id, occurred_at)
  values (p_player, p_kind, p_amount, to_available, to_held, p_listing_id, p_log_id,
    p_withdrawal_id, p_deposit_id, p_occurred_at);
  update public.wallets
  set available = available + to_available, held = held + to_held, updated_at = now()
  where player_uuid = p_player;
end
$$;
revoke all on function private.move_money(uuid, text, bigint, bigint, bigint, bigint, text, timestamptz)
  from public;

-- Deposits (POST /wallet/deposits) ---------------------------------------------------------------
-- [{ id, uuid, amount, at }] as the bridge checked them. Each id is recorded once: a deposit sent
-- again changes nothing and counts as already recorded. A batch naming an id recorded with other
-- values, or a player the server never named, is refused whole (nothing written): the plugin
-- keeps the money and tells its admins. Answers { recorded, already_recorded }.
create function public.bridge_record_deposits(p_items jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  deposit record;
  earlier public.wallet_movements;
  recorded integer := 0;
  repeated integer := 0;
begin
  for deposit in
    select e.value ->> 'id' as id, (e.value ->> 'uuid')::uuid as uuid,
      (e.value ->> 'amount')::bigint as amount, (e.value ->> 'at')::timestamptz as at,
      e.ord - 1 as idx
    from jsonb_array_elements(p_items) with ordinality as e (value, ord)
    -- One wallet at a time, in UUID order (lock_wallets' order).
    order by 2, e.ord
  loop
    if not exists (select 1 from public.game_players p where p.uuid = deposit.uuid) then
      raise exception 'Item %: the server never named player % (send POST /players first)',
        deposit.idx, deposit.uuid using errcode = 'PT409';
    end if;
    perform private.lock_wallets(array[deposit.uuid]);
    select * into earlier from public.wallet_movements m
    where m.kind = 'deposit' and m.deposit_id = deposit.id;
    if found then
      if earlier.player_uuid <> deposit.uuid or earlier.amount <> deposit.amount then
        raise exception 'Item %: deposit % was recorded before with another player or amount',
          deposit.idx, deposit.id using errcode = 'PT409';
      end if;
      repeated := repeated + 1;
      continue;
    end if;
    perform private.move_money(deposit.uuid, 'deposit', deposit.amount,
      p_deposit_id => deposit.id, p_occurred_at => deposit.at);
    recorded := recorded + 1;
  end loop;
  return jsonb_build_object('recorded', recorded, 'already_recorded', repeated);
end
$$;
comment on function public.bridge_record_deposits(jsonb) is
  'Game bridge: money players deposited in game, each id once. Service role only.';
revoke all on function public.bridge_record_deposits(jsonb) from public, anon, authenticated;
grant execute on function public.bridge_record_deposits(jsonb) to service_role;

-- Withdrawals ------------------------------------------------------------------------------------
-- The member asks for p_amount of their available money back in game: it leaves the wallet now
-- (so no bid can spend it) and the plugin pays it. Refused beyond what is available, with the
-- amount in the site's money.
create function public.request_withdrawal(p_amount bigint)
returns public.wallet_withdrawals
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := private.current_member();
  player uuid;
  wallet public.wallets;
  created public.wallet_withdrawals;
begin
  if caller is null then
    raise exception 'Sign in to withdraw money' using errcode = '42501';
  end if;
  select a.player_uuid into player from public.game_accounts a where a.user_id = caller;
  if player is null then
    raise exception 'Link your Minecraft account in Settings to have a wallet' using errcode = 'PT403';
  end if;
  if p_amount is null or p_amount < 1 then
    raise exception 'Withdraw at least 1c' using errcode = 'PT400';
  end if;
  perform private.take_rate_limit(
    'withdrawal:' || caller, 10, interval '1 minute',
    'You can ask for at most 10 withdrawals a minute. Please wait a moment.'
  );
  perform private.lock_wallets(array[player]);
  select * into wallet from public.wallets w where w.player_uuid = player;
  if wallet.available < p_amount then
    raise exception 'You can withdraw at most % (what is available)',
      private.format_money(wallet.available) using errcode = 'PT409';
  end if;
  insert into public.wallet_withdrawals (player_uuid, requested_by, amount)
  values (player, caller, p_amount)
  returning * into created;
  perform private.move_money(player, 'withdrawal', p_amount, p_withdrawal_id => created.id);
  return created;
end
$$;
comment on function public.request_withdrawal(bigint) is
  'A member asks for money from their wallet to be paid in game.';
revoke all on function public.request_withdrawal(bigint) from public, anon, authenticated;
grant execute on function public.request_withdrawal(bigint) to authenticated;

-- The member cancels a withdrawal the game has not picked up yet: the money is available again.
-- Cancelling one already cancelled changes nothing.
create function public.cancel_withdrawal(p_withdrawal_id bigint)
returns public.wallet_withdrawals
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := private.current_member();
  withdrawal public.wallet_withdrawals;
begin
  if caller is null then
    raise exception 'Sign in to cancel a withdrawal' using errcode = '42501';
  end if;
  select * into withdrawal from public.wallet_withdrawals w
  where w.id = p_withdrawal_id and w.player_uuid = private.my_player();
  if not found then
    raise exception 'Withdrawal not found' using errcode = 'PT404';
  end if;
  -- The wallet's lock first, as every money path takes it, then the withdrawal's state.
  perform private.lock_wallets(array[withdrawal.player_uuid]);
  select * into withdrawal from public.wallet_withdrawals w where w.id = p_withdrawal_id for update;
  if withdrawal.cancelled_at is not null then
    return withdrawal;
  end if;
  if withdrawal.paid_at is not null then
    raise exception 'This withdrawal has been paid in game' using errcode = 'PT409';
  end if;
  if withdrawal.picked_up_at is not null then
    raise exception 'The game server is paying this withdrawal: it can no longer be cancelled'
      using errcode = 'PT409';
  end if;
  update public.wallet_withdrawals set cancelled_at = now() where id = p_withdrawal_id
  returning * into withdrawal;
  perform private.move_money(withdrawal.player_uuid, 'withdrawal_cancelled', withdrawal.amount,
    p_withdrawal_id => withdrawal.id);
  return withdrawal;
end
$$;
comment on function public.cancel_withdrawal(bigint) is
  'A member cancels their withdrawal before the game picks it up; the money is available again.';
revoke all on function public.cancel_withdrawal(bigint) from public, anon, authenticated;
grant execute on function public.cancel_withdrawal(bigint) to authenticated;

-- GET /wallet/withdrawals: withdrawals to pay, oldest first, each marked picked up (the member
-- can no longer cancel it: the game is paying it). Listed again until confirmed paid.
create function public.bridge_pending_withdrawals(p_limit integer default 100)
returns table (id bigint, uuid uuid, name text, amount bigint, requested_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  with due as (
    select w.id from public.wallet_withdrawals w
    where w.paid_at is null and w.cancelled_at is null
    order by w.id
    limit least(greatest(coalesce(p_limit, 100), 1), 1000)
    for update
  ),
  picked as (
    update public.wallet_withdrawals w set picked_up_at = coalesce(w.picked_up_at, now())
    from due where w.id = due.id
    returning w.*
  )
  select p.id, p.player_uuid, g.name, p.amount, p.requested_at
  from picked p join public.game_players g on g.uuid = p.player_uuid
  order by p.id;
end
$$;
comment on function public.bridge_pending_withdrawals(integer) is
  'Game bridge: withdrawals to pay in game (marked picked up: no longer cancellable). Service role only.';
revoke all on function public.bridge_pending_withdrawals(integer) from public, anon, authenticated;
grant execute on function public.bridge_pending_withdrawals(integer) to service_role;

-- POST /wallet/withdrawals/<id>/paid: the plugin paid it in game. Idempotent: confirming again
-- answers the first moment, with already_paid. A cancelled one answers refused (the plugin must
-- not pay it: it is listed only once picked up, and picked-up ones cannot be cancelled).
create function public.bridge_mark_withdrawal_paid(p_withdrawal_id bigint)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  withdrawal public.wallet_withdrawals;
begin
  select * into withdrawal from public.wallet_withdrawals w where w.id = p_withdrawal_id for update;
  if not found then
    return jsonb_build_object('refused', 'unknown');
  end if;
  if withdrawal.cancelled_at is not null then
    return jsonb_build_object('refused', 'cancelled');
  end if;
  if withdrawal.paid_at is not null then
    return jsonb_build_object('id', withdrawal.id, 'paid_at', withdrawal.paid_at,
      'already_paid', true);
  end if;
  update public.wallet_withdrawals
  set paid_at = now(), picked_up_at = coalesce(picked_up_at, now())
  where id = p_withdrawal_id
  returning * into withdrawal;
  return jsonb_build_object('id', withdrawal.id, 'paid_at', withdrawal.paid_at,
    'already_paid', false);
end
$$;
comment on function public.bridge_mark_withdrawal_paid(bigint) is
  'Game bridge: a withdrawal was paid in game; idempotent. Service role only.';
revoke all on function public.bridge_mark_withdrawal_paid(bigint) from public, anon, authenticated;
grant execute on function public.bridge_mark_withdrawal_paid(bigint) to service_role;

-- The ledger's proof ------------------------------------------------------------------------------
-- One row per problem found (none: the ledger is clean):
-- - wallet: a wallet whose figures differ from the sum of its movements, or whose held money
--   differs from the holds standing on it;
-- - hold: a hold standing without its movement, or a bid's hold released or paid twice;
-- - total: deposits − withdrawals − fees (and the house's takings) ≠ available + held, summed;
-- - listing: a sold player listing whose sale, fee and payment disagree.
create function public.ledger_check()
returns table (problem text, subject text, expected bigint, actual bigint)
language sql
stable
security definer
set search_path = ''
as $$
  with sums as (
    select m.player_uuid,
      sum(m.available_change)::bigint as available,
      sum(m.held_change)::bigint as held
    from public.wallet_movements m group by m.player_uuid
  ),
  standing as (
    select h.player_uuid, sum(h.amount)::bigint as held from private.wallet_holds h
    group by h.player_uuid
  ),
  totals as (
    select
      coalesce(sum(m.amount) filter (where m.kind = 'deposit'), 0)
      - coalesce(sum(m.amount) filter (where m.kind = 'withdrawal'), 0)
      + coalesce(sum(m.amount) filter (where m.kind = 'withdrawal_cancelled'), 0)
      - coalesce(sum(m.amount) filter (where m.kind = 'fee'), 0)
      -- What winners paid beyond what sellers were credited: house listings' prices.
      - (coalesce(sum(m.amount) filter (where m.kind = 'payment'), 0)
        - coalesce(sum(m.amount) filter (where m.kind = 'sale'), 0)) as expected
    from public.wallet_movements m
  )
  select 'wallet available', w.player_uuid::text, coalesce(s.available, 0), w.available
  from public.wallets w left join sums s on s.player_uuid = w.player_uuid
  where w.available <> coalesce(s.available, 0)
  union all
  select 'wallet held', w.player_uuid::text, coalesce(s.held, 0), w.held
  from public.wallets w left join sums s on s.player_uuid = w.player_uuid
  where w.held <> coalesce(s.held, 0)
  union all
  select 'wallet holds standing', w.player_uuid::text, coalesce(h.held, 0), w.held
  from public.wallets w left join standing h on h.player_uuid = w.player_uuid
  where w.held <> coalesce(h.held, 0)
  union all
  select 'hold without its movement', h.log_id::text, h.amount, coalesce(m.amount, 0)
  from private.wallet_holds h
  left join public.wallet_movements m on m.log_id = h.log_id and m.kind = 'hold'
  where m.amount is distinct from h.amount
    or exists (select 1 from public.wallet_movements e
      where e.log_id = h.log_id and e.kind in ('release', 'payment'))
  union all
  select 'bid released and paid', m.log_id::text, 1, count(*)
  from public.wallet_movements m where m.kind in ('release', 'payment')
  group by m.log_id having count(*) > 1
  union all
  select 'total', 'deposits - withdrawals - fees = available + held', t.expected,
    (select coalesce(sum(w.available + w.held), 0)::bigint from public.wallets w)
  from totals t
  where t.expected <> (select coalesce(sum(w.available + w.held), 0) from public.wallets w)
  union all
  select 'listing sale', s.listing_id::text, p.amount, s.amount
  from public.wallet_movements s
  join public.auction_listings l on l.id = s.listing_id
  left join public.wallet_movements p on p.kind = 'payment' and p.log_id = l.winner_log_id
  where s.kind = 'sale' and p.amount is distinct from s.amount
$$;
comment on function public.ledger_check() is
  'Proves the wallets: one row per problem, none when every wallet and the total add up.';
revoke all on function public.ledger_check() from public, anon, authenticated;
grant execute on function public.ledger_check() to service_role;
