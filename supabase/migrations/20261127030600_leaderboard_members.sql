-- Leaderboards tell members from guests and mark the reader's own rows (issue 41, item 21). A
-- guest's free-text name looked exactly like a member's: any guest could appear as the same
-- "Ragnar" as #1. Each score now records the member who submitted it (user_id: the caller's
-- account, from the request's token through the column default, null for a guest), and the
-- boards are read through leaderboard(), which says of each row whether a member submitted it and
-- whether it is the reader's own — never whose it is: user_id is readable by no API role.
-- Issue 38 will link accounts to game accounts with verified names; until then "member" is the
-- strongest thing the site can say of a name.

alter table public.elder_clicker_scores
  add column user_id uuid default auth.uid() references public.users (id) on delete set null;
alter table public.flappy_steve_scores
  add column user_id uuid default auth.uid() references public.users (id) on delete set null;
comment on column public.elder_clicker_scores.user_id is
  'The member who submitted the score (null: a guest, or a deleted account). Not readable by '
  'the API roles: leaderboard() says only whether a row is a member''s and the reader''s own.';
comment on column public.flappy_steve_scores.user_id is
  'The member who submitted the score (null: a guest, or a deleted account). Not readable by '
  'the API roles: leaderboard() says only whether a row is a member''s and the reader''s own.';

-- Readable column by column, every column but user_id (the tables stay read-only to the API
-- roles: scores arrive through submit_score only).
revoke select on public.elder_clicker_scores from anon, authenticated;
grant select (id, username, score, created_at) on public.elder_clicker_scores
  to anon, authenticated;
revoke select on public.flappy_steve_scores from anon, authenticated;
grant select (id, username, score, created_at) on public.flappy_steve_scores
  to anon, authenticated;

-- Scores submitted before this: a name a member has claimed (private.leaderboard_names) could be
-- used by nobody else from the moment of the claim, so every score under it since is theirs.
update public.elder_clicker_scores s set user_id = n.user_id
from private.leaderboard_names n
where s.user_id is null and n.name_key = lower(s.username) and s.created_at >= n.claimed_at;
update public.flappy_steve_scores s set user_id = n.user_id
from private.leaderboard_names n
where s.user_id is null and n.name_key = lower(s.username) and s.created_at >= n.claimed_at;

-- The top p_limit (1 to 100) of a game's board: best first, an earlier score before an equal
-- later one.
create function public.leaderboard(p_game text, p_limit integer default 10)
returns table (
  id bigint,
  username text,
  score bigint,
  created_at timestamptz,
  by_member boolean,
  is_mine boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  reader uuid := auth.uid();
  cap integer := least(greatest(coalesce(p_limit, 10), 1), 100);
begin
  if p_game = 'elder_clicker' then
    return query
    select s.id, s.username, s.score, s.created_at, s.user_id is not null,
      coalesce(s.user_id = reader, false)
    from public.elder_clicker_scores s
    order by s.score desc, s.created_at
    limit cap;
  elsif p_game = 'flappy_steve' then
    return query
    select s.id, s.username, s.score, s.created_at, s.user_id is not null,
      coalesce(s.user_id = reader, false)
    from public.flappy_steve_scores s
    order by s.score desc, s.created_at
    limit cap;
  else
    raise exception 'Unknown game' using errcode = '22023';
  end if;
end
$$;
comment on function public.leaderboard(text, integer) is
  'A game''s top scores, each saying whether a member submitted it and whether it is the '
  'reader''s own.';
revoke all on function public.leaderboard(text, integer) from public, anon, authenticated;
grant execute on function public.leaderboard(text, integer) to anon, authenticated, service_role;
