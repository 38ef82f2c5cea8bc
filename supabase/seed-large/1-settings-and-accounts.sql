-- A large, realistic data set for local use, benchmarks and the EXPLAIN test. Runs on top of
-- seed.sql (`pnpm db:seed:large`, supabase/local/src/seed-large.ts); never on production.
--
-- At scale 1: 100,000 accounts (auth.users as GoTrue reads them, identities, profiles),
-- 500,000 punishments over five years, 1,000,000 scores per game, 200 auction listings with
-- 20,000 bids and 2,000 calendar events. The setting seed_large.scale multiplies every count
-- (default 1; `pnpm db:seed:large --scale 0.1` gives a tenth).
--
-- Reproducible: every random choice is a hash of the row number and a per-column salt
-- (hashint8extended), so two runs give the same rows; dates are relative to seed_large.anchor
-- (a date, default today). Set-based: one INSERT … SELECT per table. Runs as postgres, as
-- seed.sql does, so it needs nothing hosted's postgres could not do.

-- Generated expressions confuse the cost estimates, and JIT compiling them costs more than it saves.
set local jit = off;

-- A uniform number in [0, 1) for row `i` and salt `s`.
create function pg_temp.rnd(i bigint, s integer)
returns double precision
language sql
immutable
as $$
  select (hashint8extended(i, s) & 9007199254740991)::double precision / 9007199254740992
$$;

-- A Zipf-like rank in [0, n) for a uniform u: P(r) ∝ 1 / (r + q). The offset q flattens the
-- head, so the busiest of 150,000 players has a few hundred punishments, not a tenth of them.
create function pg_temp.zipf(u double precision, n integer, q integer)
returns integer
language sql
immutable
as $$
  select least(n - 1, floor(exp(ln(q) + u * (ln(n + q) - ln(q))))::integer - q)
$$;

create temp table seed_settings on commit drop as
select
  scale,
  anchor,
  greatest(1, round(100000 * scale))::integer as users,
  greatest(1, round(500000 * scale))::integer as punishments,
  greatest(10, round(150000 * scale))::integer as players,
  greatest(5, round(2500 * scale))::integer as staff,
  greatest(1, round(1000000 * scale))::integer as scores,
  greatest(8, round(200 * scale))::integer as listings,
  greatest(1, round(20000 * scale))::integer as bids,
  greatest(10, round(200 * scale))::integer as items,
  greatest(10, round(20000 * scale))::integer as finished_listings,
  greatest(1, round(2000 * scale))::integer as events
from (
  select
    coalesce(nullif(current_setting('seed_large.scale', true), ''), '1')::numeric as scale,
    coalesce(nullif(current_setting('seed_large.anchor', true), ''), current_date::text)::date::timestamptz
      as anchor
) s;
analyze seed_settings;

-- Game names: players first (by rank), then staff. Distinct for distinct ranks: (w1, w2) is a
-- bijection below 60 × 59 and the number tells the rest apart.
create temp table seed_names on commit drop as
select r, case floor(pg_temp.rnd(r, 11) * 6)::integer
    when 0 then w1 || initcap(w2) || num
    when 1 then w1 || '_' || initcap(w2) || num
    when 2 then lower(w1) || w2 || num
    when 3 then 'xX' || w1 || initcap(w2) || 'Xx' || num
    when 4 then w1 || upper(w2) || num
    else initcap(w2) || '_' || w1 || num
  end as name
from (
  select r,
    (array['Loki', 'Thor', 'Odin', 'Freya', 'Frost', 'Storm', 'Raven', 'Wolf', 'Bjorn', 'Ragnr',
      'Ivar', 'Sigurd', 'Dark', 'Grim', 'Iron', 'Blood', 'Shade', 'Fire', 'Ice', 'Rune', 'Axe',
      'Skald', 'Vike', 'Draugr', 'Fenrir', 'Jarl', 'Troll', 'Ulf', 'Hel', 'Sven', 'Erik', 'Leif',
      'Astrid', 'Sif', 'Tyr', 'Baldr', 'Njord', 'Heim', 'Mjol', 'Yggr', 'Snow', 'Night', 'Bear',
      'Eagle', 'Stone', 'Oak', 'Ash', 'Ember', 'Void', 'Blade', 'Doom', 'Kraken', 'Serp', 'Mead',
      'Hamr', 'Shield', 'Spear', 'Bolt', 'Gale', 'Rime'])[1 + r % 60] as w1,
    (array['slayer', 'heart', 'fang', 'born', 'blade', 'bane', 'beard', 'helm', 'hand', 'fist',
      'eye', 'son', 'wing', 'claw', 'storm', 'rider', 'walker', 'hunter', 'king', 'lord', 'smith',
      'skald', 'wolf', 'crow', 'bear', 'fire', 'frost', 'stone', 'axe', 'song', 'tooth', 'horn',
      'mane', 'hide', 'gard', 'heim', 'fell', 'vik', 'pro', 'gamer', 'mc', 'craft', 'ttv', 'bro',
      'kid', 'lad', 'jr', 'yt', 'hd', 'xd', 'boi', 'god', 'ace', 'max', 'rex', 'zz', 'ix', 'ox',
      'ek'])[1 + (r / 60 + 7 * (r % 60)) % 59] as w2,
    case when r >= 3540 then (r / 3540)::text else '' end as num
  from generate_series(0, (select players + staff from seed_settings) - 1) as r
) parts;
create unique index on seed_names (r);
-- A few names repeat another's (Wolf_Bear is w1 Wolf, w2 bear in one form and w1 Bear, w2 wolf
-- in another): on the record that is one player; a name an account or a player holds is its
-- first rank's only.
create index on seed_names (lower(name), r);
analyze seed_names;

-- Accounts --------------------------------------------------------------------------------------
-- Ids b0000000-0000-4000-8000-<row in hex>: recognisable, never the dev accounts' a000… ids.
-- One bcrypt hash (cost 10, GoTrue's) for all: every generated account signs in with Password1.
with people as (
  select i,
    ('b0000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid as id,
    (array['astrid', 'bjorn', 'freya', 'gunnar', 'helga', 'ingrid', 'ivar', 'kari', 'leif',
      'magnus', 'nils', 'olaf', 'ragna', 'sigrid', 'sven', 'thora', 'ulf', 'vigdis', 'yrsa', 'erik',
      'eira', 'finn', 'gudrun', 'hakon', 'harald', 'idun', 'jorunn', 'ketil', 'liv', 'runa',
      'solveig', 'torsten', 'asa', 'arne', 'birgit', 'dagny', 'einar', 'frida', 'geir', 'hilde',
      'inge', 'jarl', 'knut', 'lars', 'maja', 'nora', 'oddny', 'per', 'rolf', 'signe', 'tove',
      'trygve', 'una', 'vidar', 'alva', 'brage', 'dag', 'elin', 'frode', 'greta', 'halvard', 'ylva',
      'sten', 'tyra', 'alrik', 'embla', 'hjalmar', 'ingvar', 'kolbein', 'randi', 'saga', 'sune',
      'torvald', 'valdis', 'agnar', 'bodil', 'eskil', 'gisli', 'hallgerd', 'orm'])[1 + i % 80]
      as first,
    (array['stone', 'berg', 'dal', 'lund', 'strom', 'vik', 'holm', 'fjell', 'ness', 'haug', 'eng',
      'sand', 'heim', 'bakken', 'lie', 'moen', 'rud', 'tveit', 'voll', 'aas', 'bjerke', 'brekke',
      'dahl', 'foss', 'gard', 'hagen', 'hovde', 'kleiven', 'lien', 'myhre', 'nygaard', 'ode',
      'riise', 'sether', 'skog', 'solberg', 'sund', 'tangen', 'ulvik', 'wold', 'ask', 'birk', 'ek',
      'gran', 'hassel', 'lind', 'alm', 'rowan', 'falk', 'orn', 'ravn', 'ulv', 'bjorne', 'hjort',
      'elg', 'svane', 'krage', 'ugle', 'hauk', 'laks', 'sild', 'torsk', 'hval', 'sel', 'rev',
      'gaupe', 'oter', 'mink', 'rype', 'tiur', 'orre', 'spurv', 'stare', 'trost', 'meis', 'finke',
      'due', 'terne', 'lom', 'and'])[1 + (i / 80) % 80] as last,
    i / 6400 as n,
    (array['example.com', 'example.net', 'example.org', 'mail.example', 'norsecraft.example'])[
      1 + floor(pg_temp.rnd(i, 21) * 5)::integer] as domain,
    s.anchor - interval '5 years' * (1 - pg_temp.rnd(i, 22) ^ 0.6) as joined,
    s.anchor
  from seed_settings s, generate_series(0, s.users - 1) as i
),
password as (
  select extensions.crypt('Password1', extensions.gen_salt('bf', 10)) as hash
),
inserted as (
  insert into auth.users
    (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
     confirmation_token, recovery_token, email_change_token_new, email_change,
     email_change_token_current, email_change_confirm_status, phone_change, phone_change_token,
     reauthentication_token, raw_app_meta_data, raw_user_meta_data, is_super_admin, is_sso_user,
     is_anonymous, created_at, updated_at, last_sign_in_at)
  select '00000000-0000-0000-0000-000000000000', id, 'authenticated', 'authenticated',
    first || (array['.', '_', '', '-'])[1 + i % 4] || last
      || case when n > 0 then n::text else '' end || '@' || domain,
    password.hash, joined, '', '', '', '', '', 0, '', '', '',
    '{"provider": "email", "providers": ["email"]}', '{}', false, false, false,
    joined, joined, joined + (anchor - joined) * pg_temp.rnd(i, 23)
  from people, password
  returning id, email, created_at
)
insert into auth.identities
  (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select ('c0000000-0000-4000-8000-' || substr(id::text, 25))::uuid, id::text, id,
  jsonb_build_object('sub', id::text, 'email', email, 'email_verified', true),
  'email', created_at, created_at, created_at
from inserted;

-- The sign-up trigger made each profile; half of the members also give their game name.
update public.profiles p set
  minecraft_username = case when pg_temp.rnd(g.i, 31) < 0.5 and n.name ~ '^[A-Za-z0-9_]{3,16}$'
      and not exists (
        select 1 from seed_names o where lower(o.name) = lower(n.name) and o.r < n.r
      )
    then n.name end,
  privacy_setting = (array['public', 'friends', 'private'])[1 + floor(pg_temp.rnd(g.i, 32) * 3)::integer],
  theme = (array['dark', 'dark', 'light', 'system'])[1 + floor(pg_temp.rnd(g.i, 33) * 4)::integer]
from (
  select u.id, ('x' || substr(u.id::text, 25))::bit(48)::bigint as i
  from auth.users u
  where u.id between 'b0000000-0000-4000-8000-000000000000'
    and 'b0000000-0000-4000-8000-ffffffffffff'
) g
join seed_names n on n.r = g.i % (select players from seed_settings)
where p.id = g.id;

-- A few generated accounts are admins too.
insert into public.user_roles (user_id, role_id)
select u.id, r.id
from public.users u, public.roles r
where r.name = 'admin'
  and u.id in ('b0000000-0000-4000-8000-000000000007', 'b0000000-0000-4000-8000-000000000401')
on conflict do nothing;
