import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthWeakPasswordError,
} from '@supabase/supabase-js';
import { BID_ERRORS, SCORE_ERRORS } from '../lib/database-rules';
import { DataError } from './data-error';
import {
  errorSentence,
  isNetworkFailure,
  NOT_ALLOWED,
  SERVER_TROUBLE,
  SESSION_EXPIRED,
  TOO_MANY_REQUESTS,
  UNREACHABLE,
} from './error-sentence';

const FAILED = 'Failed to save settings. Please try again.';

describe('errorSentence', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch')],
    ['Firefox', new TypeError('NetworkError when attempting to fetch resource.')],
    ['Safari', new TypeError('Load failed')],
    ['an unwrapped answer', new DataError('TypeError: Failed to fetch', 0)],
    ['the auth client', new AuthRetryableFetchError('Failed to fetch', 0)],
    ['a PostgREST error object', { name: 'PostgrestError', message: 'TypeError: Failed to fetch' }],
    [
      'the storage client',
      {
        name: 'StorageUnknownError',
        message: 'x',
        originalError: new TypeError('Failed to fetch'),
      },
    ],
  ])('says the server could not be reached for %s', (_client, error) => {
    expect(isNetworkFailure(error)).toBe(true);
    expect(errorSentence(error, FAILED)).toBe(UNREACHABLE);
  });

  it('shows the messages the database raises for people as they are', () => {
    expect(errorSentence(new DataError(BID_ERRORS.tooMany, 429, 'PT429'), FAILED)).toBe(
      BID_ERRORS.tooMany,
    );
    expect(errorSentence(new DataError(SCORE_ERRORS.nameTaken, 400, '22023'), FAILED)).toBe(
      SCORE_ERRORS.nameTaken,
    );
    expect(errorSentence(new DataError(BID_ERRORS.signedOut, 403, '42501'), FAILED)).toBe(
      BID_ERRORS.signedOut,
    );
    expect(errorSentence(new DataError('Cannot remove the last admin', 400, 'P0001'), FAILED)).toBe(
      'Cannot remove the last admin',
    );
  });

  it('never shows a policy, constraint or server message', () => {
    const policy = new DataError(
      'new row violates row-level security policy for table "calendar_events"',
      403,
      '42501',
    );
    expect(errorSentence(policy, FAILED)).toBe(NOT_ALLOWED);
    const constraint = new DataError(
      'new row for relation "calendar_events" violates check constraint "x"',
      400,
      '23514',
    );
    expect(errorSentence(constraint, FAILED)).toBe(FAILED);
    expect(errorSentence(new DataError('JWT expired', 401, 'PGRST303'), FAILED)).toBe(
      SESSION_EXPIRED,
    );
    expect(errorSentence(new DataError('upstream', 502), FAILED)).toBe(SERVER_TROUBLE);
    expect(errorSentence(new DataError('slow down', 429), FAILED)).toBe(TOO_MANY_REQUESTS);
  });

  it('maps auth errors by their code', () => {
    const wrong = new AuthApiError('Invalid login credentials', 400, 'invalid_credentials');
    expect(errorSentence(wrong, 'Authentication failed')).toMatch(
      /e-mail or password is not right/,
    );
    const taken = new AuthApiError('User already registered', 422, 'user_already_exists');
    expect(errorSentence(taken, 'Registration failed')).toMatch(/already exists/);
    const limited = new AuthApiError(
      'email rate limit exceeded',
      429,
      'over_email_send_rate_limit',
    );
    expect(errorSentence(limited, 'Failed to send reset email')).toMatch(/wait a few minutes/);
    expect(errorSentence(new AuthApiError('x', 429, 'over_request_rate_limit'), FAILED)).toBe(
      TOO_MANY_REQUESTS,
    );
  });

  it('tells validation refusals apart by their message, keeping the reason', () => {
    const tooLong = new AuthApiError('An email address is too long', 400, 'validation_failed');
    expect(errorSentence(tooLong, FAILED)).toBe(
      'An email address is too long. Use one of at most 255 characters.',
    );
    const format = new AuthApiError(
      'Unable to validate email address: invalid format',
      400,
      'validation_failed',
    );
    expect(errorSentence(format, FAILED)).toBe(
      'Unable to validate email address: invalid format. Check the address and try again.',
    );
    const other = new AuthApiError('Signup requires a valid password', 400, 'validation_failed');
    expect(errorSentence(other, FAILED)).toBe(
      'Check the e-mail address and password, then try again.',
    );
  });

  it('turns a weak password into what the server asks for, never its character list', () => {
    const server = new AuthWeakPasswordError(
      'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
      422,
      ['characters'],
    );
    const sentence = errorSentence(server, 'Registration failed');
    expect(sentence).toBe(
      'Choose a stronger password: use an uppercase letter, a lowercase letter and a number.',
    );
    expect(sentence).not.toMatch(/abcdef/);
    const both = new AuthWeakPasswordError('weak', 422, ['length', 'characters']);
    expect(errorSentence(both, 'Registration failed')).toBe(
      'Choose a stronger password: make it at least 6 characters long and use an uppercase letter, a lowercase letter and a number.',
    );
  });

  it("falls back to the caller's sentence for anything it cannot explain", () => {
    expect(errorSentence(new Error('boom'), FAILED)).toBe(FAILED);
    expect(errorSentence('a string', FAILED)).toBe(FAILED);
    expect(errorSentence(undefined, FAILED)).toBe(FAILED);
  });
});

it('explains a wrapped error by its cause', () => {
  const server = new AuthApiError('User already registered', 422, 'user_already_exists');
  const wrapped = new Error('User already registered', { cause: server });
  expect(errorSentence(wrapped, 'Registration failed')).toMatch(/already exists/);
  expect(errorSentence(new Error('x', { cause: new Error('y') }), 'Registration failed')).toBe(
    'Registration failed',
  );
});
