import { render, screen } from '@testing-library/react';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from './pseudo';
import { currentLocale, defineMessages, loadPageLanguage, setPageLanguage } from './messages';
import { RichText } from './rich-text';

const swedish = {
  hello: 'Hej {name}',
  players: '{count, plural, one {# spelare} other {# spelare}} online',
  help: 'Behöver du hjälp? Kontakta <mail>{email}</mail>',
};
// The Swedish catalog as an app's chunk: a promise of the module, counted.
const loadSwedish = jest.fn(() => Promise.resolve({ default: swedish }));

const t = defineMessages('test', {
  en: {
    hello: 'Hello {name}',
    players: '{count, plural, one {# player} other {# players}} online',
    english: 'Only in English',
    help: 'Need help? Contact <mail>{email}</mail>',
  },
  sv: loadSwedish,
});

afterEach(() => setPageLanguage('en'));

describe('the catalogs of a language other than English', () => {
  it('are not loaded on an English page', async () => {
    const loadGames = jest.fn(() => Promise.resolve({ default: { title: 'Spel' } }));
    const games = defineMessages('lazy-games', { en: { title: 'Games' }, sv: loadGames });
    await loadPageLanguage('en');
    expect(loadGames).not.toHaveBeenCalled();
    expect(games('title')).toBe('Games');
  });

  it('are loaded, once, for a page in their language, and read once loaded', async () => {
    const loadGames = jest.fn(() => Promise.resolve({ default: { title: 'Spel' } }));
    const games = defineMessages('lazy-games', { en: { title: 'Games' }, sv: loadGames });
    await loadPageLanguage('sv');
    expect(games('title')).toBe('Spel');
    await loadPageLanguage('sv');
    expect(loadGames).toHaveBeenCalledTimes(1);
  });

  it('of a namespace defined on a page in that language (a lazily loaded page) start loading at once', async () => {
    await loadPageLanguage('sv');
    const loadPage = jest.fn(() => Promise.resolve({ default: { title: 'Regler' } }));
    const page = defineMessages('lazy-rules', { en: { title: 'Rules' }, sv: loadPage });
    expect(loadPage).toHaveBeenCalledTimes(1);
    await loadPageLanguage();
    expect(page('title')).toBe('Regler');
  });

  it('that failed to load are loaded again by the next wait, the English read meanwhile', async () => {
    const loadNews = jest
      .fn<Promise<{ default: { title: string } }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: { title: 'Nyheter' } });
    const news = defineMessages('lazy-news', { en: { title: 'News' }, sv: loadNews });
    await expect(loadPageLanguage('sv')).rejects.toThrow('offline');
    expect(news('title')).toBe('News');
    await loadPageLanguage();
    expect(news('title')).toBe('Nyheter');
  });

  it('of a namespace defined by another copy of the runtime load with the page language', async () => {
    // A package entry bundled into an app rather than shared (content-kinds in mfe-admin).
    let copy!: typeof import('./messages');
    const lingui = jest.requireActual<typeof import('@lingui/core')>('@lingui/core');
    jest.isolateModules(() => {
      // Lingui's core is a federation singleton: the copy shares it.
      jest.doMock('@lingui/core', () => lingui);
      copy = jest.requireActual<typeof import('./messages')>('./messages');
    });
    jest.dontMock('@lingui/core');
    const loadForms = jest.fn(() => Promise.resolve({ default: { saved: 'Sparat' } }));
    const forms = copy.defineMessages('lazy-forms', { en: { saved: 'Saved' }, sv: loadForms });
    await loadPageLanguage('sv');
    expect(forms('saved')).toBe('Sparat');
    expect(copy.currentLanguage()).toBe('sv');
  });

  it('are not needed by the pseudo-locale, which derives from English', async () => {
    const loadMap = jest.fn(() => Promise.resolve({ default: { title: 'Karta' } }));
    const map = defineMessages('lazy-map', { en: { title: 'Map' }, sv: loadMap });
    await loadPageLanguage('en-XA');
    expect(loadMap).not.toHaveBeenCalled();
    expect(map('title')).not.toBe('Map');
    expect(map('title').startsWith(PSEUDO_OPEN)).toBe(true);
  });
});

it('reads the messages of the page language, with placeholders and plurals', async () => {
  expect(t('hello', { name: 'Sif' })).toBe('Hello Sif');
  expect(t('players', { count: 1 })).toBe('1 player online');
  expect(t('players', { count: 3 })).toBe('3 players online');
  await loadPageLanguage('sv');
  expect(t('hello', { name: 'Sif' })).toBe('Hej Sif');
  expect(t('players', { count: 3 })).toBe('3 spelare online');
  expect(currentLocale()).toBe('sv-SE');
});

it('reads the English message for a key a language lacks', async () => {
  await loadPageLanguage('sv');
  expect(t('english')).toBe('Only in English');
});

it('keeps namespaces apart', () => {
  const other = defineMessages('other', { en: { hello: 'Other hello' } });
  expect(other('hello')).toBe('Other hello');
  expect(t('hello', { name: 'Sif' })).toBe('Hello Sif');
});

it('the pseudo-locale brackets, accents and lengthens every message, placeholders kept', () => {
  setPageLanguage('en-XA');
  const text = t('hello', { name: 'Sif' });
  expect(text.startsWith(PSEUDO_OPEN)).toBe(true);
  expect(text.endsWith(PSEUDO_CLOSE)).toBe(true);
  expect(text).toContain('Sif');
  expect(text.length).toBeGreaterThan('Hello Sif'.length);
});

it('draws the marked-up parts of a translated sentence', async () => {
  await loadPageLanguage('sv');
  render(
    <p data-testid="help">
      <RichText
        text={t('help', { email: 'help@example.com' })}
        parts={{ mail: (email) => <a href={`mailto:${email}`}>{email}</a> }}
      />
    </p>,
  );
  expect(screen.getByTestId('help')).toHaveTextContent(
    'Behöver du hjälp? Kontakta help@example.com',
  );
  expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute(
    'href',
    'mailto:help@example.com',
  );
});
