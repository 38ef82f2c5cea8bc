-- A link code is asked for a game name (the spec's "Game username" with its four messages): the
-- member says which player they are, and the code links only that player. A code read off a
-- stream or a shoulder cannot link someone else's game account to the member's site account, and
-- the name the member types is checked as the game checks names before any code is made.

alter table private.game_link_codes add column for_name text;
comment on column private.game_link_codes.for_name is
  'The game name the member asked the code for; only that player may type it (any case).';

-- The spec's messages, in its order (the settings form says the same before it asks).
create function private.game_username_refusal(p_name text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when coalesce(btrim(p_name), '') = '' then 'Minecraft username is required'
    when char_length(p_name) < 3 then 'Username must be at least 3 characters'
    when char_length(p_name) > 16 then 'Username must be at most 16 characters'
    when p_name !~ '^[A-Za-z0-9_]+$' then
      'Username can only contain letters, numbers, and underscores'
  end
$$;

drop function public.create_game_link_code();

create function public.create_game_link_code(p_name text)
returns table (code text, expires_at timestamptz, for_name text)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := private.current_member();
  refusal text := private.game_username_refusal(p_name);
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  bytes bytea;
  new_code text;
  until timestamptz := now() + interval '10 minutes';
begin
  if caller is null then
    raise exception 'Sign in to link a game account' using errcode = '42501';
  end if;
  if refusal is not null then
    raise exception '%', refusal;
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
      insert into private.game_link_codes as c (user_id, code, expires_at, for_name)
      values (caller, new_code, until, p_name)
      on conflict (user_id) do update set
        code = excluded.code, expires_at = excluded.expires_at, for_name = excluded.for_name,
        created_at = now(), used_at = null, used_by = null;
      exit;
    exception when unique_violation then
      -- Another member's code (a current or an old one): draw again.
    end;
  end loop;
  return query select new_code, until, p_name;
end
$$;
comment on function public.create_game_link_code(text) is
  'A new one-time code (10 minutes) for the caller to type in game as /link <code>, as p_name.';
revoke all on function public.create_game_link_code(text) from public, anon, authenticated;
grant execute on function public.create_game_link_code(text) to authenticated;

-- The player typing the code must be the one it was asked for ({ refused: 'other_player' }).
create or replace function public.bridge_link_game_account(p_code text, p_uuid uuid, p_name text)
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
  -- Game names are unique whatever their case (the game's rule).
  if link.for_name is not null and lower(link.for_name) <> lower(p_name) then
    return jsonb_build_object('refused', 'other_player', 'for_name', link.for_name);
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
