export const SEEDED_ADMIN_ID: string;
export const SEEDED_MEMBER_ID: string;

export type Caller = 'anon' | 'member' | 'admin';

export interface SampleValues {
  busiestPlayer: string;
  typoOfPlayer: string;
  someEmail: string;
  deepestPage: number;
  today: string;
  /** The listing with the most bids. */
  busiestListing: number;
  /** A wiki article and its category, a news post, the news' last page. */
  content: {
    articleSlug: string;
    articleCategory: number;
    postSlug: string;
    lastNewsPage: number;
  };
  /** An old name of the renamed player with the most punishments (the busiest player without). */
  oldPlayerName: string;
  /** This month's top voter (the busiest player without votes). */
  topVoter: string;
}

export interface PageRequest {
  /** The page (route) that makes the request. */
  page: string;
  name: string;
  caller: Caller;
  /** What PostgREST runs for it. */
  sql: string;
  /** The REST path and query the page sends. */
  rest: string;
  headers?: Record<string, string>;
}

export function sampleValues(
  query: (text: string) => Promise<Record<string, unknown>[]>,
): Promise<SampleValues>;

export function pageRequests(sample: SampleValues): PageRequest[];

export function runAsCaller(
  client: { query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }> },
  caller: Caller,
  sql: string,
): Promise<unknown[]>;
