-- Settlement on a schedule wherever pg_cron is (hosted), whenever it was enabled. The schedule
-- of 20261126040100_auctions_end.sql ran once, at that push: a project that enabled pg_cron
-- later never got the job. private.schedule_settlement() (re)creates the jobs, idempotently
-- (cron.schedule replaces a job of the same name); this push calls it, and `pnpm
-- deploy:production` calls it after every push, after enabling pg_cron and pg_net itself.
--   settle-auctions      every minute: public.settle_auctions() (outcomes, notices, queued mail)
--   auction-settle-mail  every minute, with pg_net: POST …/functions/v1/auction-settle, which
--                        sends the queued winners' mail; the project's URL and anon key come
--                        from Vault (project_url, anon_key: the deploy command keeps them), and a
--                        project without them skips the call.
create or replace function private.schedule_settlement()
returns text[]
language plpgsql
set search_path = ''
as $$
declare
  scheduled text[] := '{}';
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    return scheduled;
  end if;
  perform cron.schedule('settle-auctions', '* * * * *', 'select public.settle_auctions()');
  scheduled := scheduled || 'settle-auctions'::text;
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net') then
    perform cron.schedule('auction-settle-mail', '* * * * *', $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
          || '/functions/v1/auction-settle',
        headers := jsonb_build_object('Authorization', 'Bearer ' ||
          (select decrypted_secret from vault.decrypted_secrets where name = 'anon_key')))
      where exists (select 1 from vault.decrypted_secrets where name = 'project_url')
        and exists (select 1 from vault.decrypted_secrets where name = 'anon_key')
    $job$);
    scheduled := scheduled || 'auction-settle-mail'::text;
  end if;
  return scheduled;
end
$$;

revoke all on function private.schedule_settlement() from public, anon, authenticated, service_role;

select private.schedule_settlement();
