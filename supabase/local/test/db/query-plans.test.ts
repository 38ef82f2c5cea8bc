// Every page's data requests at a large volume (issue 18): a stack of this test's own holds the
// large data set (`pnpm db:seed:large`), and each request runs as the API role that makes it,
// with auto_explain logging the plan of every statement it executes — those inside the RPCs
// too. A sequential scan of a large table fails the test, naming the page and the request.
//
// PLAN_TEST_SCALE sets the size: default 0.2 (20,000 accounts, 100,000 punishments, 200,000
// scores per game, in-memory PGlite); 1 is the full data set. Smaller tables only make
// sequential scans more tempting, so a plan that passes here passes at full size; below about
// 20,000 accounts, though, reading them all is cheaper than a trigram index and the planner
// rightly does so.
import pg from 'pg';
import { runSeedLarge, runStackCli } from '../helpers';

const SCALE = Number(process.env.PLAN_TEST_SCALE ?? 0.2);
// Dozens of requests, each planned and explained, on a shared machine.
jest.setTimeout(300_000);
/** A table with at least this many rows counts as large. */
const LARGE_ROWS = 1000;
const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001';
const MEMBER_ID = 'a0000000-0000-4000-8000-000000000002';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  /** Given with auto_explain.log_verbose. */
  Schema?: string;
  Plans?: PlanNode[];
}

interface Caller {
  role: 'anon' | 'authenticated';
  userId?: string;
}

const anon: Caller = { role: 'anon' };
const admin: Caller = { role: 'authenticated', userId: ADMIN_ID };
const member: Caller = { role: 'authenticated', userId: MEMBER_ID };

interface PageRequest {
  page: string;
  request: string;
  caller: Caller;
  sql: string;
  params?: unknown[];
}

let stack: ReturnType<typeof runStackCli> | undefined;
let db: pg.Client;
let largeTables: Set<string>;
// Values of the seeded data the requests use.
let busiestPlayer: string;
let typoOfPlayer: string;
let someEmail: string;
let notices: string[] = [];

function seqScansOfLargeTables(node: PlanNode): string[] {
  const here =
    node['Node Type'] === 'Seq Scan' && largeTables.has(`${node.Schema}.${node['Relation Name']}`)
      ? [`${node.Schema}.${node['Relation Name']}`]
      : [];
  return [...here, ...(node.Plans ?? []).flatMap(seqScansOfLargeTables)];
}

/** Runs one request as its caller and returns the plan of every statement it executed. */
async function plansOf({ caller, sql, params = [] }: PageRequest) {
  notices = [];
  await db.query('begin');
  try {
    await db.query(`set local role ${caller.role}`);
    await db.query("select set_config('request.jwt.claims', $1, true)", [
      JSON.stringify({ role: caller.role, ...(caller.userId ? { sub: caller.userId } : {}) }),
    ]);
    await db.query(sql, params);
  } finally {
    await db.query('rollback');
  }
  return notices
    .filter((message) => message.includes('plan:'))
    .map((message) => {
      const plan = JSON.parse(message.slice(message.indexOf('{'))) as {
        'Query Text': string;
        Plan: PlanNode;
      };
      return { query: plan['Query Text'], root: plan.Plan };
    });
}

function pageRequests(): PageRequest[] {
  const punishments = (request: string, args: string): PageRequest => ({
    page: '/punishments',
    request,
    caller: anon,
    sql: `select public.search_punishments(${args})`,
  });
  const users = (request: string, args: string): PageRequest => ({
    page: '/admin',
    request,
    caller: admin,
    sql: `select public.admin_search_users(${args})`,
  });
  const leaderboard = (page: string, table: string): PageRequest => ({
    page,
    request: 'top 10 (fetchTopScores)',
    caller: anon,
    sql: `select id, username, score from public.${table}
          order by score desc, created_at asc limit 10 offset 0`,
  });
  const today = new Date().toISOString().slice(0, 10);
  return [
    punishments('newest first', 'p_page => 1'),
    punishments('page 40', 'p_page => 40'),
    punishments('bans', "p_type => 'ban'"),
    punishments('in force', "p_status => 'active'"),
    punishments('in force, page 200', "p_status => 'active', p_page => 200"),
    punishments('expired mutes', "p_type => 'mute', p_status => 'expired'"),
    punishments('deepest page', `p_page => ${Math.floor((50_000 * SCALE) / 25)}`),
    punishments('search "x" (most names)', "p_search => 'x'"),
    punishments('search "th"', "p_search => 'th'"),
    punishments('search a player', `p_search => '${busiestPlayer}'`),
    punishments('search with a typo', `p_search => '${typoOfPlayer}'`),
    punishments('search, nothing found', "p_search => 'qqzzqq'"),
    punishments(
      'search "thor", bans in force',
      "p_search => 'thor', p_type => 'ban', p_status => 'active'",
    ),
    punishments(
      'search "a", expired, page 3',
      "p_search => 'a', p_status => 'expired', p_page => 3",
    ),
    {
      page: '/punishments/:player',
      request: 'history',
      caller: anon,
      sql: `select public.punishment_history('${busiestPlayer}')`,
    },
    {
      page: '/punishments/:player',
      request: 'history, page 2',
      caller: anon,
      sql: `select public.punishment_history('${busiestPlayer}', 2)`,
    },
    leaderboard('/games/flappy-steve', 'flappy_steve_scores'),
    leaderboard('/games/elder-clicker', 'elder_clicker_scores'),
    {
      page: '/games/elder-clicker',
      request: 'own save (loadClickerSave)',
      caller: member,
      sql: `select score, multiplier, auto_clickers, click_power, achievements
            from public.clicker_saves where user_id = $1`,
      params: [MEMBER_ID],
    },
    {
      page: '/calendar',
      request: 'month grid (getCalendarEvents)',
      caller: anon,
      sql: `select id, title, date, time, description, type, created_by from public.calendar_events
            where date >= $1 and date <= $2 order by date, time limit 500 offset 0`,
      params: ['2026-10-26', '2026-12-06'],
    },
    {
      page: '/calendar',
      request: 'month grid and the selected day (getCalendarEvents)',
      caller: anon,
      sql: `select id, title, date, time, description, type, created_by from public.calendar_events
            where (date >= $1 and date <= $2) or date = $3 order by date, time limit 500 offset 0`,
      params: ['2026-10-26', '2026-12-06', today],
    },
    {
      page: '/auction-house',
      request: 'listings (fetchListings)',
      caller: anon,
      sql: `select id, item, seller, starting_bid, current_bid, end_time, rarity, description,
              highest_bidder
            from public.auction_listings_live order by id limit 300 offset 0`,
    },
    {
      page: '/items',
      request: 'items (fetchItems)',
      caller: anon,
      sql: `select id, name, description, set, rarity, tier, category, stats, ability
            from public.items order by id limit 500 offset 0`,
    },
    {
      page: '/profile',
      request: 'own profile (fetchProfile)',
      caller: member,
      sql: 'select * from public.profiles where id = $1',
      params: [MEMBER_ID],
    },
    {
      page: '(every page)',
      request: 'own role (auth-service)',
      caller: member,
      sql: `select r.name from public.user_roles ur join public.roles r on r.id = ur.role_id
            where ur.user_id = $1`,
      params: [MEMBER_ID],
    },
    { page: '/admin', request: 'stats', caller: admin, sql: 'select * from public.admin_stats()' },
    users('all users', 'p_page => 1'),
    users('all users, page 200', 'p_page => 200'),
    users('search "e" (start)', "p_search => 'e'"),
    users('search "ex" (start)', "p_search => 'ex'"),
    users('search "example" (most addresses)', "p_search => 'example'"),
    users('search an address', `p_search => '${someEmail}'`),
    users('search, nothing found', "p_search => 'qqzzqq'"),
    {
      page: '/admin',
      request: 'upcoming events (getUpcomingEvents)',
      caller: admin,
      sql: `select id, title, date, time, description, type from public.calendar_events
            where date >= $1 order by date, time, id limit 25 offset 0`,
      params: [today],
    },
    {
      page: '/admin',
      request: 'number of upcoming events (getUpcomingEvents, count exact)',
      caller: admin,
      sql: 'select count(*) from public.calendar_events where date >= $1',
      params: [today],
    },
  ];
}

beforeAll(async () => {
  stack = runStackCli(['--no-rate-limits']);
  const { dbUrl } = await stack.ready;
  await runSeedLarge(dbUrl, SCALE);
  db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  db.on('notice', (notice) => notices.push(notice.message ?? ''));
  const { rows } = await db.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname in ('public', 'auth', 'private') and c.reltuples >= $1`,
    [LARGE_ROWS],
  );
  largeTables = new Set(rows.map((r) => r.name));
  const [busiest] = (
    await db.query<{ player_name: string }>(
      'select player_name from public.punishment_players order by total desc, player_key limit 1',
    )
  ).rows;
  busiestPlayer = busiest!.player_name;
  // One letter changed in the middle: no name starts with it, the fuzzy match finds it.
  const middle = Math.floor(busiestPlayer.length / 2);
  typoOfPlayer = `${busiestPlayer.slice(0, middle)}q${busiestPlayer.slice(middle + 1)}`;
  someEmail = (
    await db.query<{ email: string }>(
      "select email from public.users where id = 'b0000000-0000-4000-8000-000000000123'",
    )
  ).rows[0]!.email;
  // Plans of every statement, nested ones included, sent to this connection as notices.
  await db.query("load 'auto_explain'");
  await db.query(`set auto_explain.log_min_duration = 0;
    set auto_explain.log_nested_statements = on;
    set auto_explain.log_format = json;
    set auto_explain.log_verbose = on;
    set auto_explain.log_level = notice;
    set client_min_messages = notice`);
}, 900_000);

afterAll(async () => {
  await db?.end();
  stack?.stop();
  await stack?.exit;
});

describe(`query plans at scale ${SCALE}`, () => {
  it('holds the large data set', () => {
    for (const table of [
      'public.punishments',
      'public.punishment_players',
      'public.users',
      'public.profiles',
      'auth.users',
      'public.flappy_steve_scores',
      'public.elder_clicker_scores',
      'public.auction_logs',
    ]) {
      expect(largeTables).toContain(table);
    }
  });

  it('reads no large table sequentially for any page', async () => {
    const problems: string[] = [];
    for (const request of pageRequests()) {
      const plans = await plansOf(request);
      if (plans.length === 0) problems.push(`${request.page} ${request.request}: no plan logged`);
      for (const { query, root } of plans) {
        for (const table of seqScansOfLargeTables(root)) {
          problems.push(
            `${request.page} ${request.request}: Seq Scan on ${table} in\n${query.trim()}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('explains the statements inside the RPCs, not just the call', async () => {
    const plans = await plansOf({
      page: '/punishments',
      request: 'in force',
      caller: anon,
      sql: "select public.search_punishments(p_status => 'active')",
    });
    expect(plans.some(({ query }) => /from public\.punishments p/.test(query))).toBe(true);
    expect(plans.length).toBeGreaterThanOrEqual(3);
  });

  it('would catch a sequential scan', async () => {
    // The same check on a request no index serves: the test is not blind.
    const plans = await plansOf({
      page: '(none)',
      request: 'reasons containing a word',
      caller: anon,
      sql: "select count(*) from public.punishments where reason like '%hack%'",
    });
    expect(plans.flatMap(({ root }) => seqScansOfLargeTables(root))).toContain(
      'public.punishments',
    );
  });
});

describe('PostgREST max rows', () => {
  it('caps a request without a range at [api] max_rows of config.toml (1000)', async () => {
    const { url, anonKey } = await stack!.ready;
    const response = await fetch(`${url}/rest/v1/flappy_steve_scores?select=id`, {
      headers: { apikey: anonKey },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBe(1000);
  });
});
