-- The admins' search for 1 or 2 characters reads the start-of-username indexes in the list's
-- order. Without the e-mail and username in them, each of the ~1,000 entries read for "e" cost a
-- table fetch (1,037 pages, 7 ms alone and 55 ms p95 at 20 clients on 100,000 accounts); with
-- them the read is index-only (18 pages, 2 ms). PostgreSQL uses an index alone only when every
-- column the query names is in it, not just the expressions it orders by.
drop index public.users_username_start1_idx;
drop index public.users_username_start2_idx;
create index users_username_start1_idx on public.users
  ((left(lower(username), 1)), (lower(email) collate "C"), id) include (email, username);
create index users_username_start2_idx on public.users
  ((left(lower(username), 2)), (lower(email) collate "C"), id) include (email, username);
