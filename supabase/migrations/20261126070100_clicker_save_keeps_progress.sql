-- Elder Clicker on two devices (or tabs) at once: each saved its own state, and the last save
-- won, so a device left behind could throw away an hour of play. Now the save with more progress
-- wins: a save that would lower it is refused, and the game that sent it loads the stored one
-- (docs/product/games.md#elder-clicker). Progress is everything earned: the points held plus what
-- the upgrades cost (buying lowers the score, never the progress). Saves are the players' (anon,
-- authenticated): the service role and the database's own roles (support, tests) may set any.

-- Points earned in total by a save with these values (the upgrade costs of docs/product/games.md;
-- levels are small, bounded by private.clicker_levels_within).
create function private.clicker_progress(
  p_score bigint,
  p_click_power integer,
  p_multiplier integer,
  p_auto_clickers integer
)
returns numeric
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_score::numeric
    + coalesce((select sum(floor(200 * power(2::numeric, l - 1)))
                from generate_series(1, p_click_power - 1) l), 0)
    + coalesce((select sum(floor(100 * power(1.5::numeric, m - 1)))
                from generate_series(1, p_multiplier - 1) m), 0)
    + coalesce((select sum(floor(150 * power(1.8::numeric, n)))
                from generate_series(0, p_auto_clickers - 1) n), 0)
$$;
revoke all on function private.clicker_progress(bigint, integer, integer, integer) from public;

-- Security definer: a signed-in user's own update fires it, and that role may not use private.
create function private.keep_further_clicker_save()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.clicker_progress(new.score, new.click_power, new.multiplier, new.auto_clickers)
      < private.clicker_progress(old.score, old.click_power, old.multiplier, old.auto_clickers) then
    raise exception 'This game has more progress saved from another device or tab'
      using errcode = 'P0001';
  end if;
  return new;
end
$$;
revoke all on function private.keep_further_clicker_save() from public;
create trigger clicker_saves_keep_progress
  before update on public.clicker_saves
  for each row when (auth.role() in ('anon', 'authenticated'))
  execute function private.keep_further_clicker_save();
