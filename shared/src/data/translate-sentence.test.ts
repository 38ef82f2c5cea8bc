import { loadPageLanguage, setPageLanguage } from '../i18n/messages';
import { BID_ERRORS, notCoveredMessage, SCORE_ERRORS } from '../lib/database-rules';
import {
  EXTENSION_NOT_ALLOWED,
  FILE_TOO_LARGE,
  NOT_AN_IMAGE,
  UPLOAD_FAILED,
} from '../lib/image-file';
import { GAME_USERNAME_ERRORS, PUBLIC_NAME_ERRORS } from '../lib/player-names';
import { noticeText } from '../member-notices/notice-text';
import { movementLabel, withdrawalStateLabel } from '../wallet/movement-text';
import {
  errorSentence,
  NOT_ALLOWED,
  SERVER_TROUBLE,
  SESSION_EXPIRED,
  TOO_MANY_REQUESTS,
  translateSentence,
  UNREACHABLE,
} from './error-sentence';

afterEach(() => setPageLanguage('en'));

/** Every sentence the site or the database writes in English for people. */
const ENGLISH_SENTENCES = [
  UNREACHABLE,
  TOO_MANY_REQUESTS,
  SESSION_EXPIRED,
  NOT_ALLOWED,
  SERVER_TROUBLE,
  ...Object.values(BID_ERRORS),
  ...Object.values(SCORE_ERRORS),
  ...Object.values(PUBLIC_NAME_ERRORS),
  ...Object.values(GAME_USERNAME_ERRORS),
  NOT_AN_IMAGE,
  FILE_TOO_LARGE,
  EXTENSION_NOT_ALLOWED,
  UPLOAD_FAILED,
];

it('has every English sentence in the catalog, and keeps it letter for letter in English', async () => {
  for (const sentence of ENGLISH_SENTENCES) expect(translateSentence(sentence)).toBe(sentence);
  await loadPageLanguage('sv');
  const untranslated = ENGLISH_SENTENCES.filter((s) => translateSentence(s) === s);
  expect(untranslated).toEqual([]);
});

it("has the auth server's refusals in Swedish, each by its code", async () => {
  const codes = [
    'invalid_credentials',
    'email_not_confirmed',
    'user_already_exists',
    'email_address_invalid',
    'validation_failed',
    'signup_disabled',
    'user_banned',
    'user_not_found',
    'same_password',
    'over_email_send_rate_limit',
    'captcha_failed',
    'otp_expired',
    'reauthentication_needed',
    'request_timeout',
  ];
  const say = (code: string) => errorSentence({ name: 'AuthApiError', code }, 'fallback');
  const english = codes.map(say);
  await loadPageLanguage('sv');
  const swedish = codes.map(say);
  expect(english).not.toContain('fallback');
  expect(swedish.filter((sentence, i) => sentence === english[i])).toEqual([]);
});

describe('on a Swedish page', () => {
  beforeEach(() => loadPageLanguage('sv'));

  it("says the database's refusals in Swedish, found by their English words", () => {
    const raised = { name: 'DataError', code: 'P0001', message: BID_ERRORS.notHigher };
    expect(errorSentence(raised, 'x')).toBe('Budet måste vara högre än nuvarande bud');
    expect(translateSentence(SCORE_ERRORS.nameTaken)).toBe(
      'Det här namnet tillhör en annan spelare',
    );
  });

  it('keeps a refusal the catalog does not know in its English words', () => {
    const raised = { name: 'DataError', code: 'P0001', message: 'A brand new refusal' };
    expect(errorSentence(raised, 'x')).toBe('A brand new refusal');
  });

  it("writes the missing money of place_bid's refusal as Swedish writes it", () => {
    expect(translateSentence(notCoveredMessage('1,250g 5s'))).toBe(
      'Du behöver 1\u00a0250g 5s till för att lägga det här budet',
    );
    expect(translateSentence(notCoveredMessage('3c'))).toBe(
      'Du behöver 3c till för att lägga det här budet',
    );
  });

  it('says a network failure, an expired session and a weak password in Swedish', () => {
    expect(errorSentence(new TypeError('Failed to fetch'), 'x')).toBe(
      'Det gick inte att nå servern. Kontrollera din internetanslutning och försök igen.',
    );
    expect(errorSentence({ name: 'AuthApiError', status: 401 }, 'x')).toBe(
      'Din session har gått ut. Logga in igen.',
    );
    const weak = { name: 'AuthWeakPasswordError', reasons: ['length', 'characters', 'pwned'] };
    expect(errorSentence(weak, 'x')).toBe(
      'Välj ett starkare lösenord: gör det minst 6 tecken långt, använd en versal, en gemen och ' +
        'en siffra och välj ett som inte har förekommit i ett känt dataintrång.',
    );
  });

  it('leaves the caller’s own (already translated) sentence as it is', () => {
    expect(errorSentence({ name: 'Error', message: 'odd' }, 'Budet lades inte.')).toBe(
      'Budet lades inte.',
    );
  });

  it('writes auction notices and wallet labels in Swedish, money as Swedish writes it', () => {
    expect(noticeText({ kind: 'won', item: 'Gungnir', amount: 12_500_000 })).toBe(
      'Du vann Gungnir för 1\u00a0250g!',
    );
    expect(noticeText({ kind: 'outbid', item: 'Gungnir', amount: 48_000 })).toBe(
      'Du blev överbjuden på Gungnir: budet är nu 4g 80s.',
    );
    expect(movementLabel('fee')).toBe('Husets avgift');
    expect(withdrawalStateLabel('waiting')).toBe('Väntar på spelservern');
  });
});
