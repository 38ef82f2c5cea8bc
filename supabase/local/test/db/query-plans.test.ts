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
import {
  pageRequests,
  runAsCaller,
  sampleValues,
  type PageRequest,
  type SampleValues,
} from '../../../../scripts/lib/page-requests.mjs';
import { runSeedLarge, runStackCli } from '../helpers';

const SCALE = Number(process.env.PLAN_TEST_SCALE ?? 0.2);
// Dozens of requests, each planned and explained, on a shared machine.
jest.setTimeout(300_000);
/** A table with at least this many rows counts as large. */
const LARGE_ROWS = 1000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  /** Given with auto_explain.log_verbose. */
  Schema?: string;
  Plans?: PlanNode[];
}

let stack: ReturnType<typeof runStackCli> | undefined;
let db: pg.Client;
let largeTables: Set<string>;
let sample: SampleValues;
let notices: string[] = [];

function seqScansOfLargeTables(node: PlanNode): string[] {
  const here =
    node['Node Type'] === 'Seq Scan' && largeTables.has(`${node.Schema}.${node['Relation Name']}`)
      ? [`${node.Schema}.${node['Relation Name']}`]
      : [];
  return [...here, ...(node.Plans ?? []).flatMap(seqScansOfLargeTables)];
}

function flatten(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(flatten)];
}

/** Runs one request as its caller and returns the plan of every statement it executed. */
async function plansOf({ caller, sql }: Pick<PageRequest, 'caller' | 'sql'>) {
  notices = [];
  await runAsCaller(db, caller, sql);
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

beforeAll(async () => {
  stack = runStackCli(['--no-rate-limits']);
  const { superuserDbUrl } = await stack.ready;
  await runSeedLarge(superuserDbUrl, SCALE);
  db = new pg.Client({ connectionString: superuserDbUrl });
  await db.connect();
  db.on('notice', (notice) => notices.push(notice.message ?? ''));
  const { rows } = await db.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname in ('public', 'auth', 'private') and c.reltuples >= $1`,
    [LARGE_ROWS],
  );
  largeTables = new Set(rows.map((r) => r.name));
  sample = await sampleValues(async (text) => (await db.query(text)).rows);
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
      'public.wiki_articles',
      'public.game_players',
      'public.game_player_names',
      'public.game_votes',
      'private.vote_month_players',
      'private.vote_days',
    ]) {
      expect(largeTables).toContain(table);
    }
  });

  it('reads no large table sequentially for any page', async () => {
    const problems: string[] = [];
    for (const request of pageRequests(sample)) {
      const plans = await plansOf(request);
      if (plans.length === 0) problems.push(`${request.page} ${request.name}: no plan logged`);
      for (const { query, root } of plans) {
        for (const table of seqScansOfLargeTables(root)) {
          problems.push(
            `${request.page} ${request.name}: Seq Scan on ${table} in\n${query.trim()}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("reads the admins' 1–2 character search from its indexes alone", async () => {
    // Each of the ~1,000 matches it counts would otherwise cost a table fetch.
    const requests = pageRequests(sample).filter(({ name }) =>
      /^search "ex?" \(start\)$/.test(name),
    );
    expect(requests).toHaveLength(2);
    for (const request of requests) {
      const scans = (await plansOf(request))
        .flatMap(({ root }) => flatten(root))
        .filter((node) =>
          /^users_(email_order|username_start\d)_idx$/.test(node['Index Name'] ?? ''),
        );
      expect(scans.length).toBeGreaterThanOrEqual(2);
      expect(scans.map((node) => `${node['Node Type']} using ${node['Index Name']}`)).toEqual(
        scans.map((node) => `Index Only Scan using ${node['Index Name']}`),
      );
    }
  });

  it("finds a player by an old name, and their votes, from the players' and counters' indexes", async () => {
    const indexesOf = async (name: string) => {
      const [request] = pageRequests(sample).filter((r) => r.name === name);
      return (await plansOf(request!))
        .flatMap(({ root }) => flatten(root))
        .map((node) => node['Index Name'])
        .filter(Boolean);
    };
    expect(sample.oldPlayerName).not.toBe(sample.busiestPlayer);
    expect(await indexesOf('by an old name')).toEqual(
      expect.arrayContaining([
        'game_players_name_idx',
        'game_player_names_name_idx',
        'punishments_player_uuid_newest_idx',
        'vote_month_players_pkey',
      ]),
    );
    expect(await indexesOf('top voters and last month')).toContain('vote_month_players_top_idx');
  });

  it('explains the statements inside the RPCs, not just the call', async () => {
    const plans = await plansOf({
      caller: 'anon',
      sql: "select public.search_punishments(p_status => 'active')",
    });
    expect(plans.some(({ query }) => /from public\.punishments p/.test(query))).toBe(true);
    expect(plans.length).toBeGreaterThanOrEqual(3);
  });

  it('would catch a sequential scan', async () => {
    // The same check on a request no index serves: the test is not blind.
    const plans = await plansOf({
      caller: 'anon',
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
