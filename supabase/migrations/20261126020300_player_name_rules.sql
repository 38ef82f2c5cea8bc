-- Names players are known by in public (issue 28, finding 6): leaderboard names made only of
-- invisible or bidirectional-control characters were accepted, and any account could take a
-- staff name ("Admin", "Odin_Owner"). One rule for leaderboard names and public names, the copy
-- of shared/src/lib/player-names.ts (nameRefusal: the same ranges, words and names, the same
-- messages); supabase/local/test/db/player-names.test.ts runs the shared cases against it.

create function private.name_refusal(p_name text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  -- Split where a lower-case letter or digit meets a capital and at anything but a letter,
  -- ASCII lower-cased (translate: lower() would follow the locale), digits and signs that stand
  -- for letters read as those letters (Adm1n, $taff).
  words text[] := array_remove(regexp_split_to_array(
    translate(
      translate(
        regexp_replace(p_name, '([a-z0-9])([A-Z])', '\1 \2', 'g'),
        'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'
      ),
      '013457@$', 'oieastas'
    ),
    '[^a-z]+'
  ), '');
  whole text := array_to_string(words, '');
begin
  -- Controls, format characters (zero-width, bidirectional), spaces but the plain one, fillers,
  -- variation selectors, tags, private use.
  if p_name ~ '[\u0001-\u001F\u007F-\u00A0\u00AD-\u00AD\u034F-\u034F\u061C-\u061C\u115F-\u1160\u1680-\u1680\u17B4-\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800-\u2800\u3000-\u3000\u3164-\u3164\uE000-\uF8FF\uFE00-\uFE0F\uFEFF-\uFEFF\uFFA0-\uFFA0\uFFF0-\uFFFB\U0001D173-\U0001D17A\U000E0000-\U000E0FFF\U000F0000-\U0010FFFF]' then
    return 'Names cannot contain invisible or direction-changing characters';
  end if;
  if whole = any (array[
      'odin', 'odinallfather', 'frigg', 'friggqueen', 'loki', 'lokicodes', 'tyr', 'tyrjustice',
      'eir', 'eirhealer', 'brokkr', 'brokkrforge', 'sindri', 'sindrismith', 'idunn', 'idunngardens',
      'odinowner', 'freyamod', 'forsetihelper', 'heimdallwatch'
    ])
    or whole ~ '(admin|moderator|owner|staff|norsecraft)'
    or words && array['mod', 'mods', 'dev', 'devs', 'developer', 'helper', 'support', 'official']
  then
    return 'This name is reserved for the server staff';
  end if;
  return null;
end
$$;
comment on function private.name_refusal(text) is
  'Why a public or leaderboard name is refused (invisible characters, a staff name), or null.';
revoke all on function private.name_refusal(text) from public;

-- Leaderboards: whoever writes a score (submit_score, the service role, an admin's fix). Security
-- definer: the API roles cannot use schema private.
create function private.check_score_name()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  refusal text := private.name_refusal(new.username);
begin
  if refusal is not null then
    raise exception '%', refusal using errcode = '22023';
  end if;
  return new;
end
$$;
revoke all on function private.check_score_name() from public;
create trigger elder_clicker_scores_name_rules
  before insert or update of username on public.elder_clicker_scores
  for each row execute function private.check_score_name();
create trigger flappy_steve_scores_name_rules
  before insert or update of username on public.flappy_steve_scores
  for each row execute function private.check_score_name();

-- Public names: the same rule after the format; a game name that is a staff name is no default.
create or replace function private.prepare_public_name()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.public_name is null and new.minecraft_username is not null
    and private.name_refusal(new.minecraft_username) is null
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
  if private.name_refusal(new.public_name) is not null then
    raise exception '%', private.name_refusal(new.public_name) using errcode = '23514';
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

-- Public names set before this rule that pass for staff are dropped (shown as Anonymous again).
update public.profiles set public_name = null
where public_name is not null and private.name_refusal(public_name) is not null;
