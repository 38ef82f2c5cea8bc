/* global URLSearchParams */
// Every page's data requests — what the apps' `api/` functions send — for the query-plan test
// (supabase/local/test/db/query-plans.test.ts) and the data-scale bench (bench/data-scale.mjs).
// Each one twice: as the REST request the page makes, and as the SQL PostgREST runs for it (an
// RPC call, or the plain SELECT behind a table read), with the API role that makes it. The
// content pages' requests are in content-requests.mjs.
import { contentRequests, contentSampleValues } from './content-requests.mjs';

export const SEEDED_ADMIN_ID = 'a0000000-0000-4000-8000-000000000001';
export const SEEDED_MEMBER_ID = 'a0000000-0000-4000-8000-000000000002';

/**
 * Values of the large data set the requests use: the busiest player, a typo of that name, an
 * e-mail address, the deepest page of the record, a renamed player's old name and the top voter.
 * @param {(text: string) => Promise<Record<string, unknown>[]>} query superuser SQL
 */
export async function sampleValues(query) {
  const [busiest] = await query(
    'select player_name from public.punishment_players order by total desc, player_key limit 1',
  );
  const busiestPlayer = String(busiest.player_name);
  // One letter changed in the middle: no name starts with it; the fuzzy match finds it.
  const middle = Math.floor(busiestPlayer.length / 2);
  const [user] = await query(
    "select email from public.users where id = 'b0000000-0000-4000-8000-000000000123'",
  );
  const [record] = await query('select sum(total) as total from public.punishment_counts');
  const [listing] = await query(
    'select listing_id from public.auction_logs group by listing_id order by count(*) desc limit 1',
  );
  const [renamed] = await query(
    `select n.name from public.game_player_names n
     join public.game_players p on p.uuid = n.player_uuid and p.name_key <> n.name_key
     join public.punishment_players pp on pp.player_key = p.name_key
     order by pp.total desc, n.name_key limit 1`,
  );
  const [voter] = await query(
    `select p.name from private.vote_month_players v
     join public.game_players p on p.uuid = v.player_uuid
     where v.month = date_trunc('month', now() at time zone 'UTC')::date
     order by v.votes desc, v.last_vote_at, v.player_uuid limit 1`,
  );
  return {
    busiestPlayer,
    typoOfPlayer: `${busiestPlayer.slice(0, middle)}q${busiestPlayer.slice(middle + 1)}`,
    someEmail: String(user.email),
    deepestPage: Math.min(400, Math.ceil(Number(record.total) / 25)),
    today: new Date().toISOString().slice(0, 10),
    busiestListing: Number(listing?.listing_id ?? 0),
    content: await contentSampleValues(query),
    oldPlayerName: String(renamed?.name ?? busiestPlayer),
    topVoter: String(voter?.name ?? busiestPlayer),
  };
}

const sqlString = (value) => `'${String(value).replaceAll("'", "''")}'`;

/** An RPC as the page calls it (GET with its arguments) and as SQL with named arguments. */
function rpc(page, name, caller, fn, args) {
  const entries = Object.entries(args);
  return {
    page,
    name,
    caller,
    sql: `select public.${fn}(${entries.map(([k, v]) => `${k} => ${typeof v === 'number' ? v : sqlString(v)}`).join(', ')})`,
    rest: `/rest/v1/rpc/${fn}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}`,
  };
}

/**
 * @param {Awaited<ReturnType<typeof sampleValues>>} sample
 * @returns {import('./page-requests.d.mts').PageRequest[]}
 */
export function pageRequests(sample) {
  const { busiestPlayer, typoOfPlayer, someEmail, deepestPage, today, busiestListing } = sample;
  const { oldPlayerName, topVoter } = sample;
  const punishments = (name, args) =>
    rpc('/punishments', name, 'anon', 'search_punishments', { ...args, p_page_size: 25 });
  const history = (name, args) =>
    rpc('/punishments/:player', name, 'anon', 'punishment_history', { ...args, p_page_size: 25 });
  // The back office lists the same record (with each row's source) as an admin.
  const adminPunishments = (name, args) =>
    rpc('/admin/punishments', name, 'admin', 'search_punishments', { ...args, p_page_size: 25 });
  const users = (name, args) =>
    rpc('/admin', name, 'admin', 'admin_search_users', { ...args, p_page_size: 25 });
  const adminListings = (name, args) =>
    rpc('/admin/auctions', name, 'admin', 'admin_search_listings', { ...args, p_page_size: 25 });
  const itemColumns =
    'id, name, description, set, rarity, tier, category, stats, ability, retired_at, updated_at, created_at, tier_rank, rarity_rank';
  const adminItems = (name, where, rest) => ({
    page: '/admin/items',
    name,
    caller: 'admin',
    sql: `with page as (
            select ${itemColumns} from public.items ${where}
            order by name, id limit 25 offset 0
          )
          select (select count(*) from public.items ${where}), (select json_agg(page) from page)`,
    rest: `/rest/v1/items?select=${itemColumns.replaceAll(' ', '')}${rest}&order=name.asc,id.asc&offset=0&limit=25`,
    headers: { prefer: 'count=exact' },
  });
  // The top 10, each row saying whether a member submitted it and whether it is the reader's.
  const leaderboard = (page, game) =>
    rpc(page, 'top 10', 'member', 'leaderboard', { p_game: game });
  const calendarColumns = 'id, title, date, time, description, type';
  // The public player page: one request, by any name the player has had.
  const player = (name, playerName) =>
    rpc('/players/:name', name, 'anon', 'player_profile', { p_name: playerName });
  return [
    punishments('newest first', { p_page: 1 }),
    punishments('page 40', { p_page: 40 }),
    punishments('bans', { p_type: 'ban', p_page: 1 }),
    punishments('in force', { p_status: 'active', p_page: 1 }),
    punishments('in force, page 200', { p_status: 'active', p_page: 200 }),
    punishments('expired mutes', { p_type: 'mute', p_status: 'expired', p_page: 1 }),
    punishments('deepest page', { p_page: deepestPage }),
    punishments('search "x" (most names)', { p_search: 'x', p_page: 1 }),
    punishments('search "th"', { p_search: 'th', p_page: 1 }),
    punishments('search a player', { p_search: busiestPlayer, p_page: 1 }),
    punishments('search with a typo', { p_search: typoOfPlayer, p_page: 1 }),
    punishments('search, nothing found', { p_search: 'qqzzqq', p_page: 1 }),
    punishments('search "thor", bans in force', {
      p_search: 'thor',
      p_type: 'ban',
      p_status: 'active',
      p_page: 1,
    }),
    punishments('search "a", expired, page 3', { p_search: 'a', p_status: 'expired', p_page: 3 }),
    adminPunishments('newest first', { p_page: 1 }),
    adminPunishments('in force, page 10', { p_status: 'active', p_page: 10 }),
    adminPunishments('search a player, in force', {
      p_search: busiestPlayer,
      p_status: 'active',
      p_page: 1,
    }),
    adminPunishments('search "lo", bans', { p_search: 'lo', p_type: 'ban', p_page: 1 }),
    history('history', { p_player: busiestPlayer, p_page: 1 }),
    history('history, page 2', { p_player: busiestPlayer, p_page: 2 }),
    player('the busiest player', busiestPlayer),
    player('by an old name', oldPlayerName),
    player("this month's top voter", topVoter),
    player('a name never known', 'Nobody_qqzzqq'),
    rpc('/votes', 'top voters and last month', 'anon', 'vote_leaders', { p_limit: 5 }),
    rpc('/votes', 'own votes and streak', 'member', 'my_votes', {}),
    rpc('/votes', 'votes per site', 'admin', 'vote_site_counts', {}),
    leaderboard('/games/flappy-steve', 'flappy_steve'),
    leaderboard('/games/elder-clicker', 'elder_clicker'),
    {
      page: '/games/elder-clicker',
      name: 'own save',
      caller: 'member',
      sql: `select score, multiplier, auto_clickers, click_power, achievements
            from public.clicker_saves where user_id = '${SEEDED_MEMBER_ID}'`,
      rest: `/rest/v1/clicker_saves?select=score,multiplier,auto_clickers,click_power,achievements&user_id=eq.${SEEDED_MEMBER_ID}`,
    },
    {
      page: '/calendar',
      name: 'month grid',
      caller: 'anon',
      sql: `select ${calendarColumns} from public.calendar_events
            where date >= '2026-10-26' and date <= '2026-12-06'
            order by date, time limit 500 offset 0`,
      rest: `/rest/v1/calendar_events?select=${calendarColumns.replaceAll(' ', '')}&date=gte.2026-10-26&date=lte.2026-12-06&order=date.asc,time.asc&offset=0&limit=500`,
    },
    {
      page: '/calendar',
      name: 'month grid and the selected day',
      caller: 'anon',
      sql: `select ${calendarColumns} from public.calendar_events
            where (date >= '2026-10-26' and date <= '2026-12-06') or date = '${today}'
            order by date, time limit 500 offset 0`,
      rest: `/rest/v1/calendar_events?select=${calendarColumns.replaceAll(' ', '')}&or=(and(date.gte.2026-10-26,date.lte.2026-12-06),date.eq.${today})&order=date.asc,time.asc&offset=0&limit=500`,
    },
    {
      page: '/auction-house',
      name: 'listings',
      caller: 'anon',
      sql: `select id, item, seller, starting_bid, current_bid, end_time, rarity, description,
              highest_bidder, repeats, status, item_category, seller_uuid, game_item
            from public.auction_listings_live order by id limit 300 offset 0`,
      rest: '/rest/v1/auction_listings_live?select=id,item,seller,starting_bid,current_bid,end_time,rarity,description,highest_bidder,repeats,status,item_category,seller_uuid,game_item&order=id.asc&offset=0&limit=300',
    },
    {
      page: '/my-auctions',
      name: 'my auctions',
      caller: 'member',
      sql: 'select * from public.my_auctions()',
      rest: '/rest/v1/rpc/my_auctions',
    },
    {
      page: '/auction-house',
      name: 'own notices',
      caller: 'member',
      sql: `select id, user_id, kind, listing_id, item, amount, created_at, read_at
            from public.member_notices order by id desc limit 20`,
      rest: '/rest/v1/member_notices?select=id,user_id,kind,listing_id,item,amount,created_at,read_at&order=id.desc&limit=20',
    },
    {
      page: '/items',
      name: 'items',
      caller: 'anon',
      sql: `select id, name, description, set, rarity, tier, category, stats, ability
            from public.items order by id limit 500 offset 0`,
      rest: '/rest/v1/items?select=id,name,description,set,rarity,tier,category,stats,ability&order=id.asc&offset=0&limit=500',
    },
    {
      page: '/profile',
      name: 'own profile',
      caller: 'member',
      sql: `select * from public.profiles where id = '${SEEDED_MEMBER_ID}'`,
      rest: `/rest/v1/profiles?select=*&id=eq.${SEEDED_MEMBER_ID}`,
    },
    {
      page: '(every page)',
      name: 'own role',
      caller: 'member',
      sql: `select r.name from public.user_roles ur join public.roles r on r.id = ur.role_id
            where ur.user_id = '${SEEDED_MEMBER_ID}'`,
      rest: `/rest/v1/user_roles?select=roles(name)&user_id=eq.${SEEDED_MEMBER_ID}`,
    },
    {
      page: '/admin',
      name: 'stats',
      caller: 'admin',
      sql: 'select * from public.admin_stats()',
      rest: '/rest/v1/rpc/admin_stats',
    },
    users('all users', { p_page: 1 }),
    users('all users, page 200', { p_page: 200 }),
    users('search "e" (start)', { p_search: 'e', p_page: 1 }),
    users('search "ex" (start)', { p_search: 'ex', p_page: 1 }),
    users('search "example" (most addresses)', { p_search: 'example', p_page: 1 }),
    users('search an address', { p_search: someEmail, p_page: 1 }),
    users('search, nothing found', { p_search: 'qqzzqq', p_page: 1 }),
    adminListings('all listings', { p_page: 1 }),
    adminListings('all listings, page 40', { p_page: 40 }),
    adminListings('live', { p_status: 'live', p_page: 1 }),
    adminListings('ended', { p_status: 'ended', p_page: 1 }),
    adminListings('cancelled', { p_status: 'cancelled', p_page: 1 }),
    adminListings('search "sword"', { p_search: 'sword', p_page: 1 }),
    adminListings('search "e", ended', { p_search: 'e', p_status: 'ended', p_page: 1 }),
    adminListings('search, nothing found', { p_search: 'qqzzqq', p_page: 1 }),
    {
      page: '/admin/auctions',
      name: "the busiest listing's bids",
      caller: 'admin',
      sql: `with page as (
              select id, bidder, amount, timestamp from public.auction_logs
              where listing_id = ${busiestListing}
              order by timestamp desc, id desc limit 10 offset 0
            )
            select (select count(*) from public.auction_logs where listing_id = ${busiestListing}),
              (select json_agg(page) from page)`,
      rest: `/rest/v1/auction_logs?select=id,bidder,amount,timestamp&listing_id=eq.${busiestListing}&order=timestamp.desc,id.desc&offset=0&limit=10`,
      headers: { prefer: 'count=exact' },
    },
    adminItems('items in use', 'where retired_at is null', '&retired_at=is.null'),
    adminItems('all items', '', ''),
    adminItems('search "helm"', "where name ilike '%helm%'", '&name=ilike.*helm*'),
    {
      page: '/admin',
      name: 'upcoming events, with their number',
      caller: 'admin',
      sql: `with page as (
              select ${calendarColumns} from public.calendar_events
              where date >= '${today}' order by date, time, id limit 25 offset 0
            )
            select (select count(*) from public.calendar_events where date >= '${today}'),
              (select json_agg(page) from page)`,
      rest: `/rest/v1/calendar_events?select=${calendarColumns.replaceAll(' ', '')}&date=gte.${today}&order=date.asc,time.asc,id.asc&offset=0&limit=25`,
      headers: { prefer: 'count=exact' },
    },
    ...contentRequests(sample.content),
  ];
}

/**
 * Runs `sql` as the API role PostgREST would switch to for `caller`, in a transaction it rolls
 * back, and returns the statement's rows.
 * @param {{ query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }> }} client
 */
export async function runAsCaller(client, caller, sql) {
  const role = caller === 'anon' ? 'anon' : 'authenticated';
  const sub = caller === 'admin' ? SEEDED_ADMIN_ID : caller === 'member' ? SEEDED_MEMBER_ID : null;
  await client.query('begin');
  try {
    await client.query(`set local role ${role}`);
    await client.query("select set_config('request.jwt.claims', $1, true)", [
      JSON.stringify({ role, ...(sub ? { sub } : {}) }),
    ]);
    return (await client.query(sql)).rows;
  } finally {
    await client.query('rollback');
  }
}
