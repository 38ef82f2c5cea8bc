-- Leaderboards and clicker saves with limits derived from the games' rules (docs/product/games.md).
--
-- Scores reach the leaderboards only through submit_score: one score per call, capped at what the
-- game allows in the time played, at least 1, rate-limited per player, per name and for guests as
-- a whole, under a name no signed-in player has taken. Clicker saves keep within the same caps.
-- Guests are identified by their guest key (the clicker's save key in local storage). Anyone can
-- make up keys, so per-key limits only slow one browser down; the per-name and all-guests limits
-- are what bound an attacker (docs/decisions.md, "Abuse limits").
--
-- Flappy Steve: +1 per obstacle passed; obstacles appear every 150 steps at 60 steps a second,
--   one every 2.5 s, and the first is passed 201 steps (3.35 s) after the start. So a run that
--   started t seconds ago has at most 1 + floor(t / 2.5) points (the 3.35 s head start is left as
--   slack for the network). The server starts the clock: start_game_run when the first jump
--   starts a game, submit_score with that run once.
-- Elder Clicker: a click earns click power × multiplier; each second auto-clickers × click power
--   × multiplier. Upgrades cost 200 × 2^(level-1), 100 × 1.5^(m-1) and 150 × 1.8^n, so with E
--   points earned in total no level can exceed what E alone would buy:
--     click power p ≤ 2 + log2(E/200 + 1), multiplier m ≤ 2 + log1.5(E/200 + 1),
--     auto-clickers a ≤ 1 + log1.8(E/187.5 + 1)
--   (the + 1s cover the rounded-down costs). Clicking at most 20 times a second (a fast human
--   manages about 10), points come in at no more than g(E) = (20 + a) × p × m per second, and g
--   grows with E. After T seconds, E ≤ 100 + T × g(E): the save's score can be no higher than the
--   least E where that holds, found by iterating E ← 100 + T × g(E) from below. That is about
--   600 after 1 s, 620,000 after a minute, 1.2e8 after an hour and 5e9 after a day: far above
--   honest play, far below 9.2e18. T is the save's age; the save is the clicker's "run".

-- Elder Clicker ceiling ---------------------------------------------------------------------

create function private.clicker_earned_rate(p_earned double precision)
returns double precision
language sql
immutable
parallel safe
set search_path = ''
as $$
  select (20 + 1 + ln(p_earned / 187.5 + 1) / ln(1.8))
    * (2 + ln(p_earned / 200 + 1) / ln(2))
    * (2 + ln(p_earned / 200 + 1) / ln(1.5))
$$;
revoke all on function private.clicker_earned_rate(double precision) from public;

-- The most points a save p_seconds old can hold (see the derivation above).
create function private.clicker_max_score(p_seconds double precision)
returns bigint
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  seconds double precision := greatest(coalesce(p_seconds, 0), 0);
  earned double precision := 100;
  next_earned double precision;
begin
  for i in 1..100 loop
    next_earned := 100 + seconds * private.clicker_earned_rate(earned);
    exit when next_earned - earned < 0.5;
    earned := next_earned;
  end loop;
  -- Every score must stay an exact JavaScript number.
  return least(floor(next_earned), 9007199254740991)::bigint;
end
$$;
revoke all on function private.clicker_max_score(double precision) from public;

-- Highest upgrade levels that `p_earned` points can have bought (see the derivation above).
create function private.clicker_levels_within(
  p_earned double precision,
  p_click_power integer,
  p_multiplier integer,
  p_auto_clickers integer
)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_click_power <= 2 + ln(p_earned / 200 + 1) / ln(2)
    and p_multiplier <= 2 + ln(p_earned / 200 + 1) / ln(1.5)
    and p_auto_clickers <= 1 + ln(p_earned / 187.5 + 1) / ln(1.8)
$$;
revoke all on function private.clicker_levels_within(double precision, integer, integer, integer)
  from public;

-- Saves that were pushed past the limits before they existed are brought within them.
update public.clicker_saves set achievements = '{}'
where cardinality(achievements) > 50
  or exists (
    select 1 from unnest(achievements) a where a is null or char_length(a) not between 1 and 64
  );
update public.clicker_saves s set
  score = least(s.score, c.max_score),
  click_power = 1,
  multiplier = 1,
  auto_clickers = 0
from (
  select id, private.clicker_max_score(extract(epoch from now() - created_at)) as max_score
  from public.clicker_saves
) c
where c.id = s.id and (
  s.score > c.max_score
  or not private.clicker_levels_within(c.max_score, s.click_power, s.multiplier, s.auto_clickers)
);

-- Both ways in (the signed-in user's own row, the guest functions) pass through this check.
-- Security definer: a signed-in user's own update fires it, and that role may not use private.
create function private.check_clicker_save()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  max_score bigint := private.clicker_max_score(extract(epoch from now() - new.created_at));
begin
  if cardinality(new.achievements) > 50 or exists (
    select 1 from unnest(new.achievements) a where a is null or char_length(a) not between 1 and 64
  ) then
    raise exception 'A save holds at most 50 achievements of 1 to 64 characters'
      using errcode = '22023';
  end if;
  if new.score > max_score
    or not private.clicker_levels_within(
      max_score, new.click_power, new.multiplier, new.auto_clickers
    ) then
    raise exception 'This progress is not possible in the time played' using errcode = '22023';
  end if;
  return new;
end
$$;
revoke all on function private.check_clicker_save() from public;
create trigger clicker_saves_within_limits
  before insert or update on public.clicker_saves
  for each row execute function private.check_clicker_save();

-- Guest saves: refuse deleted accounts' tokens and bound how often a key saves and how many new
-- guest saves appear.

create or replace function public.get_guest_clicker_save(p_save_key text)
returns public.clicker_saves
language plpgsql
security definer
set search_path = ''
as $$
declare
  save public.clicker_saves;
begin
  perform private.current_member();
  select * into save from public.clicker_saves where save_key = p_save_key;
  if found then
    return save;
  end if;
  perform private.take_rate_limit(
    'guest-saves:new', 120, interval '1 minute',
    'Too many new guest games right now. Please try again in a minute or sign in.'
  );
  insert into public.clicker_saves (save_key) values (p_save_key)
  on conflict (save_key) do nothing;
  select * into save from public.clicker_saves where save_key = p_save_key;
  return save;
end
$$;

create or replace function public.save_guest_clicker_progress(
  p_save_key text,
  p_score bigint,
  p_multiplier integer,
  p_auto_clickers integer,
  p_click_power integer,
  p_achievements text[]
)
returns public.clicker_saves
language plpgsql
security definer
set search_path = ''
as $$
declare
  save public.clicker_saves;
begin
  perform private.current_member();
  -- The game saves 5 s after a change, one save at a time: at most 12 a minute.
  perform private.take_rate_limit(
    'guest-save:' || coalesce(p_save_key, ''), 30, interval '1 minute',
    'Saving too often. Please wait a moment.'
  );
  insert into public.clicker_saves
    (save_key, score, multiplier, auto_clickers, click_power, achievements)
  values
    (p_save_key, p_score, p_multiplier, p_auto_clickers, p_click_power, coalesce(p_achievements, '{}'))
  on conflict (save_key) do update set
    score = excluded.score,
    multiplier = excluded.multiplier,
    auto_clickers = excluded.auto_clickers,
    click_power = excluded.click_power,
    achievements = excluded.achievements
  returning * into save;
  return save;
end
$$;

-- Flappy Steve runs ---------------------------------------------------------------------------

create table private.game_runs (
  id uuid primary key default gen_random_uuid(),
  game text not null check (game = 'flappy_steve'),
  user_id uuid references public.users (id) on delete cascade,
  guest_key text check (guest_key ~ '^[A-Za-z0-9_-]{16,128}$'),
  started_at timestamptz not null default now(),
  submitted_at timestamptz,
  constraint game_runs_one_owner check (num_nonnulls(user_id, guest_key) = 1)
);
create index game_runs_started_at_idx on private.game_runs (started_at);
comment on table private.game_runs is
  'Server-side start times of Flappy Steve games: the clock submit_score caps a score by.';
alter table private.game_runs enable row level security;
revoke all on private.game_runs from public, anon, authenticated, service_role;

-- Names signed-in players have used: nobody else (guests included) may submit under them.
create table private.leaderboard_names (
  name_key text primary key,
  user_id uuid not null references public.users (id) on delete cascade,
  claimed_at timestamptz not null default now()
);
create index leaderboard_names_user_idx on private.leaderboard_names (user_id);
comment on table private.leaderboard_names is
  'Leaderboard names (lower case) taken by signed-in players, at most 5 each.';
alter table private.leaderboard_names enable row level security;
revoke all on private.leaderboard_names from public, anon, authenticated, service_role;

-- The caller's identity for the score functions: 'user:<id>' or 'guest:<key>'.
create function private.player_key(p_caller uuid, p_guest_key text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_caller is not null then
    return 'user:' || p_caller;
  end if;
  if p_guest_key is null or p_guest_key !~ '^[A-Za-z0-9_-]{16,128}$' then
    raise exception 'Playing as a guest needs a guest key of 16 to 128 letters, digits, - or _'
      using errcode = '22023';
  end if;
  return 'guest:' || p_guest_key;
end
$$;
revoke all on function private.player_key(uuid, text) from public;

create function public.start_game_run(p_game text, p_guest_key text default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := private.current_member();
  player text := private.player_key(caller, p_guest_key);
  run_id uuid;
begin
  if p_game is distinct from 'flappy_steve' then
    raise exception 'Only Flappy Steve games are timed' using errcode = '22023';
  end if;
  perform private.take_rate_limit(
    'run:' || player, 30, interval '1 minute',
    'You are starting games too quickly. Please wait a moment.'
  );
  if caller is null then
    perform private.take_rate_limit(
      'run:guests', 600, interval '1 minute',
      'Too many guest games right now. Please try again in a minute or sign in.'
    );
  end if;
  -- No honest game lasts a day.
  delete from private.game_runs where started_at < now() - interval '1 day';
  insert into private.game_runs (game, user_id, guest_key)
  values (p_game, caller, case when caller is null then p_guest_key end)
  returning id into run_id;
  return run_id;
end
$$;
comment on function public.start_game_run(text, text) is
  'Starts the server clock of a Flappy Steve game; submit_score caps its score by that clock.';
revoke all on function public.start_game_run(text, text) from public, anon, authenticated;
grant execute on function public.start_game_run(text, text) to anon, authenticated;

-- Submitting --------------------------------------------------------------------------------
-- Messages are shown as they are by the games' submit dialog (shared SCORE_ERRORS).

create function public.submit_score(
  p_game text,
  p_username text,
  p_score bigint,
  p_guest_key text default null,
  p_run_id uuid default null
)
returns table (id bigint, username text, score bigint)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := private.current_member();
  player text := private.player_key(caller, p_guest_key);
  score_name text := btrim(coalesce(p_username, ''));
  name_owner uuid;
  max_score bigint;
  run private.game_runs;
  save public.clicker_saves;
begin
  if p_game is null or p_game not in ('elder_clicker', 'flappy_steve') then
    raise exception 'Unknown game' using errcode = '22023';
  end if;
  if score_name = '' then
    raise exception 'Please enter a name.' using errcode = '22023';
  end if;
  if char_length(score_name) > 20 then
    raise exception 'Names can be at most 20 characters.' using errcode = '22023';
  end if;
  if p_score is null or p_score < 1 then
    raise exception 'Score must be at least 1' using errcode = '22023';
  end if;

  if p_game = 'flappy_steve' then
    select * into run from private.game_runs r
    where r.id = p_run_id and r.submitted_at is null
      and (r.user_id = caller or (caller is null and r.guest_key = p_guest_key))
    for update;
    if not found then
      raise exception 'This game was already submitted or has expired. Play again to submit.'
        using errcode = '22023';
    end if;
    max_score := 1 + floor(extract(epoch from now() - run.started_at) / 2.5)::bigint;
  else
    select * into save from public.clicker_saves s
    where (caller is not null and s.user_id = caller)
      or (caller is null and s.save_key = p_guest_key);
    if not found then
      raise exception 'No Elder Clicker progress to submit' using errcode = '22023';
    end if;
    max_score := private.clicker_max_score(extract(epoch from now() - save.created_at));
  end if;
  if p_score > max_score then
    raise exception 'This score is not possible in the time played' using errcode = '22023';
  end if;

  -- A name a signed-in player has used is theirs: no guest or other player submits under it.
  perform pg_advisory_xact_lock(hashtextextended('leaderboard_name:' || lower(score_name), 0));
  select n.user_id into name_owner from private.leaderboard_names n where n.name_key = lower(score_name);
  if name_owner is not null and name_owner is distinct from caller then
    raise exception 'This name belongs to another player' using errcode = '22023';
  end if;
  if name_owner is null and caller is not null then
    if (select count(*) from private.leaderboard_names n where n.user_id = caller) >= 5 then
      raise exception 'You can use at most 5 names on the leaderboards' using errcode = '22023';
    end if;
    insert into private.leaderboard_names (name_key, user_id) values (lower(score_name), caller);
  end if;

  perform private.take_rate_limit(
    'score:' || p_game || ':' || player, 10, interval '1 minute',
    'You can submit at most 10 scores a minute. Please wait a moment.'
  );
  perform private.take_rate_limit(
    'score-name:' || p_game || ':' || lower(score_name), 10, interval '1 hour',
    'This name has had 10 scores this hour. Please try again later.'
  );
  if caller is null then
    perform private.take_rate_limit(
      'score:' || p_game || ':guests', 60, interval '1 minute',
      'Too many guest scores right now. Please try again in a minute or sign in.'
    );
  end if;

  if p_game = 'flappy_steve' then
    update private.game_runs r set submitted_at = now() where r.id = run.id;
    return query insert into public.flappy_steve_scores as t (username, score)
      values (score_name, p_score) returning t.id, t.username, t.score;
  else
    return query insert into public.elder_clicker_scores as t (username, score)
      values (score_name, p_score) returning t.id, t.username, t.score;
  end if;
end
$$;
comment on function public.submit_score(text, text, bigint, text, uuid) is
  'The only way onto a leaderboard: one score per call, capped by the game''s rules and the '
  'time played, rate-limited, under a name no other signed-in player has used.';
revoke all on function public.submit_score(text, text, bigint, text, uuid)
  from public, anon, authenticated;
grant execute on function public.submit_score(text, text, bigint, text, uuid)
  to anon, authenticated;

-- No more direct inserts: the tables are read-only to the API roles.
drop policy "elder_clicker_scores: everyone submits" on public.elder_clicker_scores;
drop policy "flappy_steve_scores: everyone submits" on public.flappy_steve_scores;
revoke insert on public.elder_clicker_scores from anon, authenticated;
revoke insert on public.flappy_steve_scores from anon, authenticated;

-- Scores no game could produce (and that are not even exact JavaScript numbers) go.
delete from public.elder_clicker_scores where score > 9007199254740991;
delete from public.flappy_steve_scores where score > 9007199254740991;
