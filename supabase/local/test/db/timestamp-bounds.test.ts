// Every moment the site keeps lies in 2000–2099 (issue 41, finding 1; migration 20261127010000):
// each date and timestamp column of the API's tables holds the bounds, whoever writes.
import { serviceClient, withDb } from '../helpers';
import { createActors, must, type Actors } from './fixtures';

let actors: Actors;
beforeAll(async () => {
  actors = await createActors();
});

it('every date and timestamp column of a table in public is bounded', async () => {
  const unbounded = await withDb(async (db) =>
    (
      await db.query<{ column: string }>(
        `select c.table_name || '.' || c.column_name as column
           from information_schema.columns c
           join information_schema.tables t using (table_schema, table_name)
           where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
             and c.data_type in ('date', 'timestamp with time zone', 'timestamp without time zone')
             and not exists (
               select 1 from pg_constraint k
               where k.conrelid = format('public.%I', c.table_name)::regclass and k.contype = 'c'
                 and k.conname = c.table_name || '_' || c.column_name || '_in_bounds'
             )
           order by 1`,
      )
    ).rows.map((row) => row.column),
  );
  expect(unbounded).toEqual([]);
});

it('refuses the bridge’s year-10000 date and year 0 from the service role', async () => {
  for (const date of ['9999-12-31T23:59:59-15:59', '1999-12-31T23:59:59Z']) {
    const { error } = await serviceClient().from('punishments').insert({
      player_name: 'Bounded_Ymir',
      type: 'ban',
      reason: 'Out of time',
      staff_name: 'Console',
      date,
    });
    expect(error?.message).toMatch(/punishments_date_in_bounds/);
  }
  const { error } = await serviceClient().rpc('bridge_upsert_punishments', {
    p_items: [
      {
        source: 'bounds-test',
        source_id: 'x',
        player_name: 'Bounded_Ymir',
        type: 'ban',
        reason: 'Out of time',
        staff_name: 'Console',
        date: '2026-01-01T00:00:00Z',
        expires: '2100-01-01T00:00:00Z',
        active: true,
      },
    ],
  });
  expect(error?.message).toMatch(/punishments_expires_in_bounds/);
});

it('refuses what a member or an admin may write outside the bounds', async () => {
  const { member, admin } = actors;
  const lastActive = await member.client
    .from('profiles')
    .update({ last_active_at: '9999-12-31T00:00:00Z' })
    .eq('id', member.user.id);
  expect(lastActive.error?.message).toMatch(/profiles_last_active_at_in_bounds/);
  const event = await admin.client.from('calendar_events').insert({
    title: 'Far future feast',
    date: '2100-01-01',
    time: '20:00',
    type: 'event',
  });
  expect(event.error?.message).toMatch(/calendar_events_date_in_bounds/);
  // Inside the bounds all is as before.
  must(
    await member.client
      .from('profiles')
      .update({ last_active_at: new Date().toISOString() })
      .eq('id', member.user.id),
    'last active now',
  );
});
