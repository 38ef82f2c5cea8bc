-- Mini games: clicker progress (per user or per guest save key) and the two leaderboards.

create table public.clicker_saves (
  id bigint generated always as identity primary key,
  user_id uuid unique references auth.users (id) on delete cascade,
  -- Guests keep a random key in local storage. It is the only secret guarding their save, so it
  -- must be long enough not to be guessed (crypto.randomUUID() qualifies).
  save_key text unique constraint clicker_saves_save_key_format
    check (save_key ~ '^[A-Za-z0-9_-]{16,128}$'),
  score bigint not null default 0 check (score >= 0),
  multiplier integer not null default 1 check (multiplier >= 1),
  auto_clickers integer not null default 0 check (auto_clickers >= 0),
  click_power integer not null default 1 check (click_power >= 1),
  achievements text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint clicker_saves_one_owner check (num_nonnulls(user_id, save_key) = 1)
);
comment on table public.clicker_saves is
  'Elder Clicker progress. Signed-in users use their own row by user_id; guests only through '
  'get_guest_clicker_save / save_guest_clicker_progress.';

create trigger clicker_saves_set_updated_at
  before update on public.clicker_saves
  for each row execute function public.set_updated_at();

alter table public.clicker_saves enable row level security;
revoke all on public.clicker_saves from anon, authenticated;
-- save_key is in neither column list: signed-in users cannot create or touch guest rows.
grant select,
  insert (user_id, score, multiplier, auto_clickers, click_power, achievements),
  update (score, multiplier, auto_clickers, click_power, achievements)
  on public.clicker_saves to authenticated;
grant all on public.clicker_saves to service_role;
create policy "clicker_saves: owner reads" on public.clicker_saves
  for select to authenticated using (user_id = (select auth.uid()));
create policy "clicker_saves: owner creates" on public.clicker_saves
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "clicker_saves: owner updates" on public.clicker_saves
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

-- Guest saves: the table has no policy for guest rows, so these security definer functions are
-- the only way in, and each reaches exactly the row of the key it is given.

create function public.get_guest_clicker_save(p_save_key text)
returns public.clicker_saves
language plpgsql
security definer
set search_path = ''
as $$
declare
  save public.clicker_saves;
begin
  insert into public.clicker_saves (save_key) values (p_save_key)
  on conflict (save_key) do nothing;
  select * into save from public.clicker_saves where save_key = p_save_key;
  return save;
end
$$;
comment on function public.get_guest_clicker_save(text) is
  'The guest save for this key, created with the starting values if missing.';

create function public.save_guest_clicker_progress(
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
comment on function public.save_guest_clicker_progress(text, bigint, integer, integer, integer, text[]) is
  'Stores a guest''s progress under its save key (creating the save if missing) and returns it.';

revoke all on function public.get_guest_clicker_save(text) from public, anon, authenticated;
revoke all on function public.save_guest_clicker_progress(text, bigint, integer, integer, integer, text[])
  from public, anon, authenticated;
grant execute on function public.get_guest_clicker_save(text) to anon, authenticated, service_role;
grant execute on function public.save_guest_clicker_progress(text, bigint, integer, integer, integer, text[])
  to anon, authenticated, service_role;

-- Leaderboards: anyone reads and submits (a free-text name), nobody edits or deletes.
-- The name rule mirrors the form: non-empty after trimming, trimmed, at most 20 characters.

create table public.elder_clicker_scores (
  id bigint generated always as identity primary key,
  username text not null constraint elder_clicker_scores_username_format
    check (char_length(btrim(username)) between 1 and 20 and username = btrim(username)),
  score bigint not null check (score >= 0),
  created_at timestamptz not null default now()
);
create index elder_clicker_scores_leaderboard_idx
  on public.elder_clicker_scores (score desc, created_at);

create table public.flappy_steve_scores (
  id bigint generated always as identity primary key,
  username text not null constraint flappy_steve_scores_username_format
    check (char_length(btrim(username)) between 1 and 20 and username = btrim(username)),
  score bigint not null check (score >= 0),
  created_at timestamptz not null default now()
);
create index flappy_steve_scores_leaderboard_idx
  on public.flappy_steve_scores (score desc, created_at);

alter table public.elder_clicker_scores enable row level security;
revoke all on public.elder_clicker_scores from anon, authenticated;
grant select, insert (username, score) on public.elder_clicker_scores to anon, authenticated;
grant all on public.elder_clicker_scores to service_role;
create policy "elder_clicker_scores: everyone reads" on public.elder_clicker_scores
  for select to anon, authenticated using (true);
create policy "elder_clicker_scores: everyone submits" on public.elder_clicker_scores
  for insert to anon, authenticated with check (true);

alter table public.flappy_steve_scores enable row level security;
revoke all on public.flappy_steve_scores from anon, authenticated;
grant select, insert (username, score) on public.flappy_steve_scores to anon, authenticated;
grant all on public.flappy_steve_scores to service_role;
create policy "flappy_steve_scores: everyone reads" on public.flappy_steve_scores
  for select to anon, authenticated using (true);
create policy "flappy_steve_scores: everyone submits" on public.flappy_steve_scores
  for insert to anon, authenticated with check (true);
