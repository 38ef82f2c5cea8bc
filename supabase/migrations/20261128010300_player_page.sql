-- The public player page /players/<name> (issue 38, item 4): what the site knows of a player, in
-- one request, found by any name the player has had. Read by everyone (the page is rendered on
-- the server for a signed-out visitor); a linked member is named only by the public name they
-- show.

-- null: a name neither the game server nor the punishment record has ever had (the page is a
-- 404). Otherwise { name (current), uuid (null: known to the record only), requested_is_current,
-- names: [{ name, first_seen_at, last_seen_at }] (newest first, at most 20), first_seen_at,
-- seen_at, member (public name or null), votes: { month, this_month, streak },
-- punishments: { total, in_force, counts, recent: [5 rows as the record lists them] } }.
create function public.player_profile(p_name text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  key text collate "C" := lower(btrim(coalesce(p_name, '')));
  resolved uuid;
  player public.game_players;
  history jsonb;
  this_month date := private.vote_month(now());
begin
  if key = '' then
    raise exception 'Name a player' using errcode = '22023';
  end if;
  if char_length(key) > 64 then
    raise exception 'A player name has at most 64 characters' using errcode = '22023';
  end if;
  resolved := private.player_of_name(key);
  history := public.punishment_history(p_name, 1, 5);
  if history ->> 'player_name' is null then
    return null;
  end if;
  if resolved is null then
    -- Known to the punishment record only (the game server never named this player).
    return jsonb_build_object(
      'name', history ->> 'player_name',
      'uuid', null,
      'requested_is_current', true,
      'names', '[]'::jsonb,
      'first_seen_at', null,
      'seen_at', null,
      'member', null,
      'votes', jsonb_build_object('month', to_char(this_month, 'YYYY-MM'), 'this_month', 0,
        'streak', 0),
      'punishments', jsonb_build_object(
        'total', history -> 'total', 'in_force', history -> 'in_force',
        'counts', history -> 'counts', 'recent', history -> 'rows'
      )
    );
  end if;
  select * into player from public.game_players p where p.uuid = resolved;
  return jsonb_build_object(
    'name', player.name,
    'uuid', player.uuid,
    'requested_is_current', player.name_key = key,
    'names', coalesce((
      select jsonb_agg(jsonb_build_object(
          'name', n.name, 'first_seen_at', n.first_seen_at, 'last_seen_at', n.last_seen_at
        ) order by n.last_seen_at desc, n.name_key)
      from (
        select * from public.game_player_names n
        where n.player_uuid = resolved
        order by n.last_seen_at desc, n.name_key
        limit 20
      ) n
    ), '[]'),
    'first_seen_at', player.first_seen_at,
    'seen_at', player.seen_at,
    'member', (
      select nullif(private.display_name(a.user_id), 'Anonymous')
      from public.game_accounts a where a.player_uuid = resolved
    ),
    'votes', jsonb_build_object(
      'month', to_char(this_month, 'YYYY-MM'),
      'this_month', coalesce((
        select v.votes from private.vote_month_players v
        where v.month = this_month and v.player_uuid = resolved
      ), 0),
      'streak', private.vote_streak(resolved)
    ),
    'punishments', jsonb_build_object(
      'total', history -> 'total', 'in_force', history -> 'in_force',
      'counts', history -> 'counts', 'recent', history -> 'rows'
    )
  );
end
$$;
comment on function public.player_profile(text) is
  'The public player page: a player by any name they have had (null: never known).';
revoke all on function public.player_profile(text) from public, anon, authenticated;
grant execute on function public.player_profile(text) to anon, authenticated, service_role;
