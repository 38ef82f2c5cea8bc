/** A Supabase call that failed: the server's message and HTTP status (0: no answer at all). */
export class DataError extends Error {
  override name = 'DataError';
  constructor(
    message: string,
    readonly status: number,
    /** PostgREST's or Postgres' error code, e.g. '42501' or 'PGRST116'. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * A refusal the site words itself, for people (a write that row-level security answered with no
 * rows): `errorSentence` shows its message as it is.
 */
export class RefusedError extends DataError {
  override name = 'RefusedError';
}

/** A supabase-js answer: data and no error, or an error. */
type SupabaseResult<T> =
  | { data: T; error: null; status: number }
  | { data: null; error: { message: string; code?: string }; status: number };

/**
 * The data of a supabase-js result, or a DataError: every fetch function of the site turns a
 * `{ data, error, status }` answer into a value or a throw this way, so the query layer sees
 * failures and the pages can tell "no answer" (status 0) from a refusal.
 */
export function unwrap<Result extends SupabaseResult<unknown>>(
  result: Result,
): Extract<Result, { error: null }>['data'] {
  if (result.error) throw new DataError(result.error.message, result.status, result.error.code);
  return result.data;
}

/** The request got no answer at all (backend down, network gone), as opposed to a refusal. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof DataError && error.status === 0;
}
