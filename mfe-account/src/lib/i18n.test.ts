import {
  ANONYMOUS_NAME,
  CAPTCHA_MISSING,
  GAME_USERNAME_ERRORS,
  NAME_ERRORS,
  loadPageLanguage,
  PUBLIC_NAME_ERRORS,
  setPageLanguage,
  UPLOAD_FAILED,
} from '@norsecraft/shared';
import { INVALID_EMAIL, PASSWORD_TOO_SHORT } from './credentials';
import { said } from './i18n';
import { PASSWORDS_DO_NOT_MATCH } from './new-password';

afterEach(() => setPageLanguage('en'));

const SHARED_SENTENCES = [
  ANONYMOUS_NAME,
  CAPTCHA_MISSING,
  UPLOAD_FAILED,
  INVALID_EMAIL,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  ...Object.values(GAME_USERNAME_ERRORS),
  ...Object.values(PUBLIC_NAME_ERRORS),
  ...Object.values(NAME_ERRORS),
];

it('keeps every sentence it is handed as it is in English', () => {
  for (const sentence of SHARED_SENTENCES) expect(said(sentence)).toBe(sentence);
});

it('says each of the shared and server sentences in Swedish (none slipped out of the catalog)', async () => {
  await loadPageLanguage('sv');
  const untranslated = SHARED_SENTENCES.filter((sentence) => said(sentence) === sentence);
  expect(untranslated).toEqual([]);
  expect(said(PUBLIC_NAME_ERRORS.taken)).toBe('Det offentliga namnet är redan upptaget');
});

it('passes an unknown sentence through, and null as null', async () => {
  await loadPageLanguage('sv');
  expect(said('Something the catalog does not know')).toBe('Something the catalog does not know');
  expect(said(null)).toBeNull();
});

it('knows the sentences in the catalog as the build compiles it too', async () => {
  jest.resetModules();
  const en = jest.requireActual<Record<string, string>>('../locales/en/account.json');
  // A message without placeholders, as shared/build/messages-loader.cjs compiles it: ["text"].
  const compiled = Object.fromEntries(
    Object.entries(en).map(([key, message]) => [key, /[{<]/.test(message) ? message : [message]]),
  );
  jest.doMock('../locales/en/account.json', () => compiled);
  const fresh = await import('./i18n');
  const { loadPageLanguage: loadLanguage, setPageLanguage: setLanguage } =
    await import('@norsecraft/shared');
  await loadLanguage('sv');
  expect(fresh.said(CAPTCHA_MISSING)).toBe('Gör säkerhetskontrollen först.');
  setLanguage('en');
});
