import { t } from '../i18n/shared-messages';
import enSentences from '../locales/en/sentences.json';
import { BID_ERRORS, SCORE_ERRORS } from '../lib/database-rules';
import { coinsToCopper, formatMoney } from '../lib/money';

/*
 * The one mapping from a failure to the sentence a person reads (docs/product/site.md#errors):
 * every write of the site, and every load error that says more than "Please try again later",
 * goes through `errorSentence`. Developer words (a fetch client's "TypeError: Failed to fetch",
 * a policy's name, an auth server's character list) never reach the page.
 */

export const UNREACHABLE =
  'The server could not be reached. Check your internet connection and try again.';
export const TOO_MANY_REQUESTS =
  'Too many attempts in a short time. Please wait a minute and try again.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const NOT_ALLOWED = 'You are not allowed to do this. Sign in with an account that may.';
export const SERVER_TROUBLE = 'The server ran into a problem. Please try again in a moment.';

/**
 * The auth server's error codes (GoTrue's `ErrorCode`) that a visitor can meet on this site, in
 * the site's words. Anything else falls back to the caller's sentence.
 */
const AUTH_SENTENCES: Record<string, string> = {
  invalid_credentials: 'The e-mail or password is not right. Check both and try again.',
  email_not_confirmed:
    'Confirm your e-mail address first: open the link we sent you, then sign in.',
  user_already_exists:
    'An account with this e-mail already exists. Sign in, or reset your password if you forgot it.',
  email_exists:
    'An account with this e-mail already exists. Sign in, or reset your password if you forgot it.',
  email_address_invalid: 'This e-mail address cannot be used. Check it, or use another one.',
  email_address_not_authorized: 'This e-mail address cannot be used. Check it, or use another one.',
  validation_failed: 'Check the e-mail address and password, then try again.',
  signup_disabled: 'New accounts cannot be created right now. Please try again later.',
  email_provider_disabled: 'New accounts cannot be created right now. Please try again later.',
  user_banned: 'This account is suspended. Contact support if you think this is a mistake.',
  user_not_found: 'There is no account with this e-mail address.',
  same_password: 'Choose a new password that differs from your current one.',
  over_request_rate_limit: TOO_MANY_REQUESTS,
  over_email_send_rate_limit:
    'Too many e-mails were sent to this address. Please wait a few minutes before asking again.',
  captcha_failed: 'The human check failed. Please try again.',
  otp_expired: 'This link has expired or was already used. Ask for a new one.',
  flow_state_expired: 'This link has expired or was already used. Ask for a new one.',
  flow_state_not_found: 'This link has expired or was already used. Ask for a new one.',
  reauthentication_needed: 'Please sign in again before changing your password.',
  session_not_found: SESSION_EXPIRED,
  session_expired: SESSION_EXPIRED,
  refresh_token_not_found: SESSION_EXPIRED,
  refresh_token_already_used: SESSION_EXPIRED,
  bad_jwt: SESSION_EXPIRED,
  no_authorization: SESSION_EXPIRED,
  request_timeout: 'The server took too long to answer. Please try again.',
};

/**
 * `validation_failed` covers several refusals; the ones a visitor can cause through the forms are
 * told apart by GoTrue's message (its own words kept, with what to do).
 */
const AUTH_VALIDATION_SENTENCES: Record<string, string> = {
  'An email address is too long':
    'An email address is too long. Use one of at most 255 characters.',
  'Unable to validate email address: invalid format':
    'Unable to validate email address: invalid format. Check the address and try again.',
};

/** What the auth server's `weak_password` reasons ask for, in the site's words. */
const WEAK_PASSWORD_REASONS = {
  length: () => t('password.length'),
  characters: () => t('password.characters'),
  pwned: () => t('password.pwned'),
} as Record<string, (() => string) | undefined>;

/** PostgREST's codes for a request without a valid token (JWT expired, missing, malformed). */
const SESSION_CODES = new Set(['PGRST301', 'PGRST302', 'PGRST303']);

/** Messages the database's functions raise for the page, whatever their error code. */
const DATABASE_SENTENCES: ReadonlySet<string> = new Set([
  ...Object.values(BID_ERRORS),
  ...Object.values(SCORE_ERRORS),
]);

/** Postgres' "insufficient privilege": a row-level security policy or a grant said no. */
const NOT_ALLOWED_CODES = new Set(['42501']);

interface ErrorFields {
  message: string;
  name: string;
  status?: number;
  code?: string;
  reasons?: unknown;
}

function fieldsOf(error: unknown): ErrorFields | null {
  if (typeof error !== 'object' || error === null) return null;
  const { message, name, status, code, reasons } = error as Record<string, unknown>;
  return {
    message: typeof message === 'string' ? message : '',
    name: typeof name === 'string' ? name : '',
    status: typeof status === 'number' ? status : undefined,
    code: typeof code === 'string' ? code : undefined,
    reasons,
  };
}

/** fetch's own words when no answer came: Chromium, Firefox, Safari, Node (or a client quoting them). */
const FETCH_FAILED =
  /^(TypeError: )?(Failed to fetch|NetworkError when attempting to fetch resource|Load failed|fetch failed)/;

/** A request that got no answer: fetch's TypeError in every browser, or a client's wrapper of it. */
export function isNetworkFailure(error: unknown): boolean {
  const fields = fieldsOf(error);
  if (!fields) return false;
  if (FETCH_FAILED.test(fields.message)) return true;
  // The code of a part of the site not loaded yet could not be fetched either.
  if (fields.name === 'ChunkLoadError' || /^Loading (CSS )?chunk .* failed/.test(fields.message)) {
    return true;
  }
  // supabase-js: AuthRetryableFetchError (status 0 when the fetch itself failed), DataError
  // status 0 (unwrap), FunctionsFetchError, StorageUnknownError around a fetch TypeError.
  if (fields.name === 'AuthRetryableFetchError' && !fields.status) return true;
  if (fields.name === 'DataError' && fields.status === 0) return true;
  if (fields.name === 'FunctionsFetchError') return true;
  const cause = (error as { originalError?: unknown; cause?: unknown }).originalError;
  return cause !== undefined && cause !== error && isNetworkFailure(cause);
}

function weakPasswordSentence(reasons: unknown): string {
  const asks = (Array.isArray(reasons) ? reasons : [])
    .map((reason) => WEAK_PASSWORD_REASONS[String(reason)]?.())
    .filter((ask): ask is string => Boolean(ask));
  if (asks.length === 0) return t('password.weak');
  const last = asks.pop()!;
  const list = asks.length ? t('password.asksJoined', { first: asks.join(', '), last }) : last;
  return t('password.weakBecause', { asks: list });
}

/** A catalog message that is plain text: its words (the build compiles one to `[words]`). */
function plainText(message: unknown): string | null {
  if (typeof message === 'string') return message;
  const [only, ...rest] = Array.isArray(message) ? message : [];
  return typeof only === 'string' && rest.length === 0 ? only : null;
}

/**
 * How an app says a sentence it is handed in English (a form check's, a server's): its English
 * catalog's plain messages (those whose key passes `which`) by their words, read through its
 * `t`; null for a sentence that catalog does not have.
 */
export function sentenceFinder<Key extends string>(
  english: Record<Key, unknown>,
  translate: (key: Key) => string,
  which: (key: Key) => boolean = () => true,
): (sentence: string) => string | null {
  const keys = new Map(
    (Object.entries(english) as [Key, unknown][]).flatMap(([key, message]) => {
      const words = which(key) ? plainText(message) : null;
      return words === null ? [] : [[words, key] as const];
    }),
  );
  return (sentence) => {
    const key = keys.get(sentence);
    return key === undefined ? null : translate(key);
  };
}

/** The shared catalog's sentences by their English words. */
const sharedSentence = sentenceFinder(
  enSentences as Record<keyof typeof enSentences, unknown>,
  (key) => t(key),
);

/** place_bid's refusal of a bid the wallet does not cover, with the amount it names. */
const NOT_COVERED = /^You need (.+) more to bid this$/;
const MONEY = /^(?:([\d,]+)g)? ?(?:(\d+)s)? ?(?:(\d+)c)?$/;

/** Money the database wrote ('1,250g 5s') in the page's language; anything else as it is. */
function moneyInPageLanguage(written: string): string {
  const coins = MONEY.exec(written);
  if (!coins || !written) return written;
  const [, gold = '0', silver = '0', copper = '0'] = coins;
  return formatMoney(
    coinsToCopper({ gold: Number(gold.replaceAll(',', '')), silver: +silver, copper: +copper }),
  );
}

/**
 * A sentence the site or the database wrote in English (the constants of this file,
 * database-rules.ts, player-names.ts, image-file.ts, a function's `raise exception`) in the
 * page's language: found by its exact English words in the catalog. A sentence the catalog does
 * not know, or one already translated, is returned as it is.
 */
export function translateSentence(sentence: string): string {
  const known = sharedSentence(sentence);
  if (known !== null) return known;
  const missing = NOT_COVERED.exec(sentence)?.[1];
  return missing ? t('bid.notCovered', { missing: moneyInPageLanguage(missing) }) : sentence;
}

/**
 * The sentence to show for a failed request or action: what happened and what to do.
 * An error that wraps another (`{ cause }`) is explained by the one it wraps when it cannot be
 * explained itself.
 *
 * - No answer (offline, server down): `UNREACHABLE`.
 * - A refusal the database raised for people is shown as it is: the messages of
 *   shared/src/lib/database-rules.ts, and any `raise exception` without an error code (P0001) or
 *   with a PostgREST status (PT429); those are written for the page.
 * - Auth errors by their code; a weak password says what the server asks for.
 * - Rate limits, an expired session, a refused permission and server errors by their status.
 * - Anything else: `failure`, the caller's sentence for what did not happen.
 *
 * Said in the page's language (`translateSentence`); a database message the catalog does not
 * know stays in its English.
 */
export function errorSentence(error: unknown, failure: string): string {
  // A wrapper (the auth service's `new Error(message, { cause })`) explains through its cause.
  const cause = (error as { cause?: unknown } | null)?.cause;
  return translateSentence(
    explain(error) ?? (cause === undefined ? null : explain(cause)) ?? failure,
  );
}

function explain(error: unknown): string | null {
  if (isNetworkFailure(error)) return UNREACHABLE;
  const fields = fieldsOf(error);
  if (!fields) return null;
  const { name, status, code, message } = fields;

  if (name === 'RefusedError' && message) return message;
  if (code === 'weak_password' || name === 'AuthWeakPasswordError') {
    return weakPasswordSentence(fields.reasons);
  }
  if (code === 'validation_failed' && AUTH_VALIDATION_SENTENCES[message]) {
    return AUTH_VALIDATION_SENTENCES[message];
  }
  if (code && AUTH_SENTENCES[code]) return AUTH_SENTENCES[code];
  if (name === 'AuthSessionMissingError') return SESSION_EXPIRED;
  if (name === 'AuthRetryableFetchError') return SERVER_TROUBLE;

  const raisedForPeople =
    DATABASE_SENTENCES.has(message) ||
    code === 'P0001' ||
    (code !== undefined && /^PT\d{3}$/.test(code));
  if (raisedForPeople && message.trim()) return message;
  if (status === 429) return TOO_MANY_REQUESTS;
  if ((code && SESSION_CODES.has(code)) || status === 401) return SESSION_EXPIRED;
  if ((code && NOT_ALLOWED_CODES.has(code)) || status === 403) return NOT_ALLOWED;
  if (status !== undefined && status >= 500) return SERVER_TROUBLE;
  return null;
}
