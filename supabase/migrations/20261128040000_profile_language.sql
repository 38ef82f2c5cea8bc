-- A member's language (issue 40): the site's language they chose, which wins over the address's
-- on sign-in. Null until they choose one. Kept by its owner like the other settings (the owner's
-- row only, through the profiles policies; a column grant for insert and update).
alter table public.profiles
  add column language text check (language in ('en', 'sv'));
comment on column public.profiles.language is
  'The site language the member chose (en, sv); null: none chosen, the address decides.';

grant insert (language), update (language) on public.profiles to authenticated;
