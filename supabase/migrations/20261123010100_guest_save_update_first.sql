-- A guest's save updates its stored row before it would insert one. With `insert ... on conflict
-- do update`, the limits trigger first runs on the proposed new row, whose created_at is now():
-- every save above a brand-new save's ceiling (100 points) was refused, however long the guest
-- had played.

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
  update public.clicker_saves s set
    score = p_score,
    multiplier = p_multiplier,
    auto_clickers = p_auto_clickers,
    click_power = p_click_power,
    achievements = coalesce(p_achievements, '{}')
  where s.save_key = p_save_key
  returning * into save;
  if found then
    return save;
  end if;
  -- A new key, or one created by a concurrent first save: then the row is updated in place.
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
