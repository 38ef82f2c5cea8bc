// The RLS matrix: anon / member / other member / admin × every table × select, insert, update,
// delete. Each cell states what PostgREST must answer, and writes are checked against the
// database itself (read back with the service role), so "allowed" means the row really changed
// and "unaffected" means it really did not.
//
// Outcomes:
//   rows       select returns the target row
//   empty      select succeeds with no rows (row-level security hides it)
//   denied     error 42501 "permission denied" (the role has no privilege on the table/columns)
//   rls        error 42501 "new row violates row-level security policy"
//   written    the write succeeded and the database shows it
//   unaffected no error, but the database is unchanged (row-level security filtered the row out)
import { randomUUID } from 'node:crypto';
import { serviceClient } from '../helpers';
import { createActors, createListing, must, roleId, type ActorName, type Actors } from './fixtures';

type Outcome = 'rows' | 'empty' | 'denied' | 'rls' | 'written' | 'unaffected';
type Op = 'select' | 'insert' | 'update' | 'delete';
type Match = Record<string, string | number>;
type Row = Record<string, unknown>;

interface TableCase {
  table: string;
  /** Puts the target row into its initial state (creating it if needed); returns its filter. */
  target(): Promise<Match>;
  /** A row to insert, after making room for it; `match` finds it afterwards. */
  insert(actor: ActorName): Promise<{ row: Row; match: Match }>;
  patch: Row;
  /** The columns a select asks for (default `*`): tables that withhold a column are read by name. */
  select?: string;
  /** select, insert, update, delete for anon, member, other, admin. */
  expect: Record<ActorName, [Outcome, Outcome, Outcome, Outcome]>;
}

let actors: Actors;
let testerRoleId: string;
const service = serviceClient();

// The content written here goes (its rules with their sections): the pages' tests read the seed's.
afterAll(async () => {
  must(await service.from('rule_sections').delete().eq('title', 'Matrix'), 'clean up sections');
  must(
    await service.from('news_posts').delete().or('slug.like.matrix-%,slug.like.added-%'),
    'clean up posts',
  );
});

async function serviceRows(table: string, match: Match): Promise<Row[]> {
  return must(await service.from(table).select('*').match(match), `read ${table}`) as Row[];
}

async function serviceUpsert(table: string, row: Row, onConflict: string): Promise<void> {
  must(await service.from(table).upsert(row, { onConflict }), `upsert ${table}`);
}

function errorOutcome(error: { code: string; message: string }): Outcome {
  if (error.code === '42501' && /permission denied/.test(error.message)) return 'denied';
  if (error.code === '42501' && /row-level security/.test(error.message)) return 'rls';
  throw new Error(`unexpected error ${error.code}: ${error.message}`);
}

const ALL_ROWS: [Outcome, Outcome, Outcome, Outcome] = ['rows', 'denied', 'denied', 'denied'];
const PUBLIC_READ_ONLY = { anon: ALL_ROWS, member: ALL_ROWS, other: ALL_ROWS, admin: ALL_ROWS };

/** Reference content only the service role writes (items, punishments, listings, logs). */
function serviceWritten(table: string, create: () => Promise<Match>, row: () => Row): TableCase {
  let match: Match | null = null;
  return {
    table,
    async target() {
      if (!match || (await serviceRows(table, match)).length === 0) match = await create();
      return match;
    },
    async insert() {
      const r = row();
      return { row: r, match: { [Object.keys(r)[0]!]: Object.values(r)[0] as string } };
    },
    patch: { [Object.keys(row())[0]!]: `patched ${randomUUID()}` },
    expect: PUBLIC_READ_ONLY,
  };
}

const scoreTable = (table: string): TableCase => {
  let match: Match | null = null;
  return {
    table,
    async target() {
      if (!match || (await serviceRows(table, match)).length === 0) {
        const row = must(
          await service.from(table).insert({ username: 'Target', score: 5 }).select('id').single(),
          `create ${table}`,
        ) as { id: number };
        match = { id: row.id };
      }
      await service.from(table).update({ score: 5 }).match(match);
      return match;
    },
    async insert() {
      const username = `p${randomUUID().slice(0, 8)}`;
      return { row: { username, score: 42 }, match: { username } };
    },
    patch: { score: 999_999 },
    // Who submitted a score (user_id) is withheld (WITHHELD_COLUMNS).
    select: 'id, username, score, created_at',
    // Scores go in only through submit_score (scores.test.ts).
    expect: PUBLIC_READ_ONLY,
  };
};

const cases: TableCase[] = [
  {
    table: 'profiles',
    async target() {
      const id = actors.member.user.id;
      await serviceUpsert('profiles', { id, username: 'member', theme: 'dark' }, 'id');
      return { id };
    },
    async insert() {
      // The member's own profile, removed first (the sign-up trigger had created it).
      const id = actors.member.user.id;
      must(await service.from('profiles').delete().eq('id', id), 'delete profile');
      return { row: { id, username: 'member' }, match: { id } };
    },
    patch: { theme: 'light' },
    expect: {
      anon: ['denied', 'denied', 'denied', 'denied'],
      member: ['rows', 'written', 'written', 'denied'],
      other: ['empty', 'rls', 'unaffected', 'denied'],
      admin: ['empty', 'rls', 'unaffected', 'denied'],
    },
  },
  {
    table: 'roles',
    async target() {
      return { name: 'admin' };
    },
    async insert() {
      const name = `role_${randomUUID().slice(0, 8)}`;
      return { row: { name }, match: { name } };
    },
    patch: { name: 'superuser' },
    expect: {
      anon: ['denied', 'denied', 'denied', 'denied'],
      member: ['rows', 'denied', 'denied', 'denied'],
      other: ['rows', 'denied', 'denied', 'denied'],
      admin: ['rows', 'denied', 'denied', 'denied'],
    },
  },
  {
    // The member holds a harmless 'tester' role; the target is that assignment.
    table: 'user_roles',
    async target() {
      const match = { user_id: actors.member.user.id, role_id: testerRoleId };
      await serviceUpsert('user_roles', match, 'user_id,role_id');
      return match;
    },
    async insert() {
      const match = { user_id: actors.member.user.id, role_id: testerRoleId };
      must(await service.from('user_roles').delete().match(match), 'delete user_roles');
      return { row: match, match };
    },
    patch: { created_at: '2000-01-01T00:00:00+00:00' },
    expect: {
      anon: ['denied', 'denied', 'denied', 'denied'],
      member: ['rows', 'rls', 'denied', 'unaffected'],
      other: ['empty', 'rls', 'denied', 'unaffected'],
      admin: ['rows', 'written', 'denied', 'written'],
    },
  },
  {
    table: 'users',
    async target() {
      return { id: actors.member.user.id };
    },
    async insert() {
      const id = randomUUID();
      return { row: { id, email: 'forged@test.local' }, match: { id } };
    },
    patch: { email: 'hijacked@test.local' },
    expect: {
      anon: ['denied', 'denied', 'denied', 'denied'],
      member: ['empty', 'denied', 'denied', 'denied'],
      other: ['empty', 'denied', 'denied', 'denied'],
      admin: ['rows', 'denied', 'denied', 'denied'],
    },
  },
  {
    // Append-only: written by triggers only, read by admins (db/audit-log.test.ts).
    table: 'admin_audit_log',
    async target() {
      const title = `Audited ${randomUUID()}`;
      must(
        await service
          .from('calendar_events')
          .insert({ title, date: '2031-01-01', time: '12:00', type: 'event', description: '' }),
        'an audited change',
      );
      const row = must(
        await service.from('admin_audit_log').select('id').eq('target_label', title).single(),
        'its entry',
      ) as { id: number };
      return { id: row.id };
    },
    async insert() {
      const target_id = `forged-${randomUUID()}`;
      return {
        row: { actor_role: 'authenticated', action: 'event.created', target_id },
        match: { target_id },
      };
    },
    patch: { target_label: 'rewritten' },
    expect: {
      anon: ['denied', 'denied', 'denied', 'denied'],
      member: ['empty', 'denied', 'denied', 'denied'],
      other: ['empty', 'denied', 'denied', 'denied'],
      admin: ['rows', 'denied', 'denied', 'denied'],
    },
  },
  {
    // Admins create and edit items (issue 29); nobody deletes one (it is retired instead).
    ...serviceWritten(
      'items',
      async () => {
        const name = `Target Item ${randomUUID()}`;
        must(
          await service
            .from('items')
            .insert({ name, rarity: 'Rare', tier: 'A', category: 'weapon' }),
          'create item',
        );
        return { name };
      },
      () => ({ name: `Forged ${randomUUID()}`, rarity: 'Mythic', tier: 'S++', category: 'weapon' }),
    ),
    patch: { description: `patched ${randomUUID()}` },
    expect: {
      anon: ['rows', 'denied', 'denied', 'denied'],
      member: ['rows', 'rls', 'unaffected', 'denied'],
      other: ['rows', 'rls', 'unaffected', 'denied'],
      admin: ['rows', 'written', 'written', 'denied'],
    },
  },
  {
    // Everyone reads; admins add (the trigger makes them the staff) and edit the reason or revoke
    // (db/punishment-writes.test.ts); nobody deletes through the API.
    table: 'punishments',
    async target() {
      const player_name = `Target_${randomUUID().slice(0, 8)}`;
      must(
        await service
          .from('punishments')
          .insert({ player_name, type: 'warn', reason: 'matrix target', staff_name: 'Tester' }),
        'create punishment',
      );
      return { player_name };
    },
    async insert() {
      const player_name = `Added_${randomUUID().slice(0, 8)}`;
      return { row: { player_name, type: 'ban', reason: 'x' }, match: { player_name } };
    },
    patch: { reason: `patched ${randomUUID()}` },
    expect: {
      anon: ['rows', 'denied', 'denied', 'denied'],
      member: ['rows', 'rls', 'unaffected', 'denied'],
      other: ['rows', 'rls', 'unaffected', 'denied'],
      admin: ['rows', 'written', 'written', 'denied'],
    },
  },
  // Counters the punishments' triggers keep: everyone reads them, only the service role writes.
  serviceWritten(
    'punishment_players',
    async () => {
      const player_key = `target_${randomUUID().slice(0, 8)}`;
      await service.from('punishment_players').insert({ player_key, player_name: player_key });
      return { player_key };
    },
    () => ({ player_key: `forged_${randomUUID().slice(0, 8)}`, player_name: 'Forged' }),
  ),
  serviceWritten(
    'punishment_counts',
    async () => {
      const type = `target_${randomUUID().slice(0, 8)}`;
      await service.from('punishment_counts').insert({ type });
      return { type };
    },
    () => ({ type: `forged_${randomUUID().slice(0, 8)}` }),
  ),
  {
    table: 'calendar_events',
    async target() {
      const title = 'Matrix target event';
      const existing = await serviceRows('calendar_events', { title });
      if (existing.length === 0) {
        must(
          await service
            .from('calendar_events')
            .insert({ title, date: '2030-01-01', time: '12:00' }),
          'create event',
        );
      }
      await service.from('calendar_events').update({ type: 'event' }).eq('title', title);
      return { title };
    },
    async insert() {
      const title = `Event ${randomUUID()}`;
      return { row: { title, date: '2030-02-01', time: '18:30', type: 'raid' }, match: { title } };
    },
    patch: { type: 'maintenance' },
    // The admin who created an event (created_by) is withheld (WITHHELD_COLUMNS).
    select: 'id, title, date, time, description, type',
    expect: {
      anon: ['rows', 'denied', 'denied', 'denied'],
      member: ['rows', 'rls', 'unaffected', 'unaffected'],
      other: ['rows', 'rls', 'unaffected', 'unaffected'],
      admin: ['rows', 'written', 'written', 'written'],
    },
  },
  {
    table: 'clicker_saves',
    async target() {
      const user_id = actors.member.user.id;
      await serviceUpsert('clicker_saves', { user_id, score: 10 }, 'user_id');
      return { user_id };
    },
    async insert() {
      const user_id = actors.member.user.id;
      must(await service.from('clicker_saves').delete().eq('user_id', user_id), 'delete save');
      return { row: { user_id, score: 0 }, match: { user_id } };
    },
    // Within what a fresh save may hold (the limits are in scores.test.ts).
    patch: { score: 42 },
    expect: {
      anon: ['denied', 'denied', 'denied', 'denied'],
      member: ['rows', 'written', 'written', 'denied'],
      other: ['empty', 'rls', 'unaffected', 'denied'],
      admin: ['empty', 'rls', 'unaffected', 'denied'],
    },
  },
  {
    // The site's content (issue 36): everyone reads, editors and admins write (site-content.test.ts
    // has the editors and moderators).
    table: 'rules',
    async target() {
      const title = `Matrix rule ${randomUUID()}`;
      const section = must(
        await service
          .from('rule_sections')
          .insert({ title: 'Matrix', anchor: `m-${randomUUID().slice(0, 8)}` })
          .select('id')
          .single(),
        'section',
      ) as { id: number };
      must(
        await service
          .from('rules')
          .insert({ section_id: section.id, title, description: 'Matrix.', severity: 'normal' }),
        'rule',
      );
      return { title };
    },
    async insert() {
      const section = must(
        await service
          .from('rule_sections')
          .insert({ title: 'Matrix', anchor: `m-${randomUUID().slice(0, 8)}` })
          .select('id')
          .single(),
        'section',
      ) as { id: number };
      const title = `Added rule ${randomUUID()}`;
      return { row: { section_id: section.id, title, description: 'x' }, match: { title } };
    },
    patch: { description: `patched ${randomUUID()}` },
    expect: {
      anon: ['rows', 'denied', 'denied', 'denied'],
      member: ['rows', 'rls', 'unaffected', 'unaffected'],
      other: ['rows', 'rls', 'unaffected', 'unaffected'],
      admin: ['rows', 'written', 'written', 'written'],
    },
  },
  {
    // News: public once live; a draft is the editors' (news.test.ts has the schedule).
    table: 'news_posts',
    async target() {
      const slug = `matrix-${randomUUID().slice(0, 8)}`;
      must(
        await service
          .from('news_posts')
          .insert({ title: 'Matrix', slug, body: 'x', status: 'published' }),
        'post',
      );
      return { slug };
    },
    async insert() {
      const slug = `added-${randomUUID().slice(0, 8)}`;
      return { row: { title: 'Added', slug, body: 'x' }, match: { slug } };
    },
    patch: { title: `Patched ${randomUUID().slice(0, 8)}` },
    expect: {
      anon: ['rows', 'denied', 'denied', 'denied'],
      member: ['rows', 'rls', 'unaffected', 'unaffected'],
      other: ['rows', 'rls', 'unaffected', 'unaffected'],
      admin: ['rows', 'written', 'written', 'written'],
    },
  },
  {
    // Versions: written by triggers only, read by editors and admins.
    table: 'content_revisions',
    async target() {
      const row = must(
        await service.from('content_revisions').select('id').limit(1).single(),
        'a version',
      ) as { id: number };
      return { id: row.id };
    },
    async insert() {
      const row_id = Math.floor(Math.random() * 1e9);
      return {
        row: { kind: 'rules', row_id, lang: 'en', action: 'updated', data: {} },
        match: { row_id },
      };
    },
    patch: { action: 'deleted' },
    expect: {
      anon: ['denied', 'denied', 'denied', 'denied'],
      member: ['empty', 'denied', 'denied', 'denied'],
      other: ['empty', 'denied', 'denied', 'denied'],
      admin: ['rows', 'denied', 'denied', 'denied'],
    },
  },
  scoreTable('elder_clicker_scores'),
  scoreTable('flappy_steve_scores'),
  {
    ...serviceWritten(
      'auction_listings',
      async () => ({ id: (await createListing()).id }),
      () => ({
        item: `Forged ${randomUUID()}`,
        seller: 'x',
        starting_bid: 1,
        current_bid: 1,
        end_time: new Date().toISOString(),
      }),
    ),
    // The admin who created a listing (created_by) is withheld (WITHHELD_COLUMNS).
    select: 'id, item, seller, current_bid, end_time, repeats',
  },
  {
    ...serviceWritten(
      'auction_listings_live',
      async () => ({ id: (await createListing()).id }),
      () => ({ item: `Forged ${randomUUID()}` }),
    ),
    patch: { item: 'patched' },
  },
  {
    // A member's auction notices: written by place_bid and settlement only, read by their member.
    table: 'member_notices',
    async target() {
      const listing = await createListing();
      const row = must(
        await service
          .from('member_notices')
          .insert({
            user_id: actors.member.user.id,
            kind: 'won',
            listing_id: listing.id,
            item: listing.item,
            amount: 2_000,
          })
          .select('id')
          .single(),
        'create notice',
      ) as { id: number };
      return { id: row.id };
    },
    async insert() {
      const listing = await createListing();
      const row = {
        user_id: actors.member.user.id,
        kind: 'won',
        listing_id: listing.id,
        item: listing.item,
        amount: 1,
      };
      return { row, match: { listing_id: listing.id } };
    },
    patch: { read_at: '2030-01-01T00:00:00+00:00' },
    expect: {
      anon: ['denied', 'denied', 'denied', 'denied'],
      member: ['rows', 'denied', 'denied', 'denied'],
      other: ['empty', 'denied', 'denied', 'denied'],
      admin: ['empty', 'denied', 'denied', 'denied'],
    },
  },
  serviceWritten(
    'auction_logs',
    async () => {
      const listing = await createListing();
      const row = must(
        await service
          .from('auction_logs')
          .insert({ listing_id: listing.id, item_name: listing.item, bidder: 'x', amount: 2_000 })
          .select('id')
          .single(),
        'create log',
      ) as { id: number };
      return { id: row.id };
    },
    () => ({ item_name: `Forged ${randomUUID()}`, bidder: 'x', amount: 1 }),
  ),
];

async function run(tc: TableCase, actor: ActorName, op: Op): Promise<Outcome> {
  const client = actors.clients[actor];
  if (op === 'select') {
    const match = await tc.target();
    const { data, error } = await client
      .from(tc.table)
      .select(tc.select ?? '*')
      .match(match);
    if (error) return errorOutcome(error);
    return data.length > 0 ? 'rows' : 'empty';
  }
  if (op === 'insert') {
    const { row, match } = await tc.insert(actor);
    const { error } = await client.from(tc.table).insert(row);
    if (error) return errorOutcome(error);
    return (await serviceRows(tc.table, match)).length === 1 ? 'written' : 'unaffected';
  }
  const match = await tc.target();
  if (op === 'update') {
    const { error } = await client.from(tc.table).update(tc.patch).match(match);
    if (error) return errorOutcome(error);
    const [row] = await serviceRows(tc.table, match);
    const patched = Object.entries(tc.patch).every(([k, v]) =>
      k.endsWith('_at') ? Date.parse(String(row?.[k])) === Date.parse(String(v)) : row?.[k] === v,
    );
    return patched ? 'written' : 'unaffected';
  }
  const { error } = await client.from(tc.table).delete().match(match);
  if (error) return errorOutcome(error);
  return (await serviceRows(tc.table, match)).length === 0 ? 'written' : 'unaffected';
}

beforeAll(async () => {
  actors = await createActors();
  // The role the member holds in the user_roles row; not admin, so it grants nothing.
  await service.from('roles').upsert({ name: 'tester' }, { onConflict: 'name' });
  testerRoleId = await roleId('tester');
});

const ACTORS: ActorName[] = ['anon', 'member', 'other', 'admin'];
const OPS: Op[] = ['select', 'insert', 'update', 'delete'];

describe.each(cases.map((tc) => [tc.table, tc] as const))('%s', (_table, tc) => {
  const cells = ACTORS.flatMap((actor) =>
    OPS.map((op, i) => [actor, op, tc.expect[actor][i]!] as const),
  );
  it.each(cells)('%s %s → %s', async (actor, op, expected) => {
    expect(await run(tc, actor, op)).toBe(expected);
  });
});

/**
 * Columns no API role may read, whatever the rows' policies (issue 41, items 7 and 21): who made
 * a listing or an event (an admin's account id) and who submitted a score. A select naming one,
 * or asking for every column, is refused.
 */
const WITHHELD_COLUMNS = [
  ['auction_listings', 'created_by'],
  ['calendar_events', 'created_by'],
  ['elder_clicker_scores', 'user_id'],
  ['flappy_steve_scores', 'user_id'],
] as const;

describe.each(WITHHELD_COLUMNS)('%s.%s', (table, column) => {
  it.each(ACTORS)('%s select → denied, as is select *', async (actor) => {
    for (const columns of [column, '*']) {
      const { error } = await actors.clients[actor].from(table).select(columns).limit(1);
      expect(error && errorOutcome(error as { code: string; message: string })).toBe('denied');
    }
  });
});
