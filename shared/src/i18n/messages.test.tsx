import { render, screen } from '@testing-library/react';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from './pseudo';
import { currentLocale, defineMessages, setPageLanguage } from './messages';
import { RichText } from './rich-text';

const t = defineMessages('test', {
  en: {
    hello: 'Hello {name}',
    players: '{count, plural, one {# player} other {# players}} online',
    english: 'Only in English',
    help: 'Need help? Contact <mail>{email}</mail>',
  },
  sv: {
    hello: 'Hej {name}',
    players: '{count, plural, one {# spelare} other {# spelare}} online',
    help: 'Behöver du hjälp? Kontakta <mail>{email}</mail>',
  },
});

afterEach(() => setPageLanguage('en'));

it('reads the messages of the page language, with placeholders and plurals', () => {
  expect(t('hello', { name: 'Sif' })).toBe('Hello Sif');
  expect(t('players', { count: 1 })).toBe('1 player online');
  expect(t('players', { count: 3 })).toBe('3 players online');
  setPageLanguage('sv');
  expect(t('hello', { name: 'Sif' })).toBe('Hej Sif');
  expect(t('players', { count: 3 })).toBe('3 spelare online');
  expect(currentLocale()).toBe('sv-SE');
});

it('reads the English message for a key a language lacks', () => {
  setPageLanguage('sv');
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

it('draws the marked-up parts of a translated sentence', () => {
  setPageLanguage('sv');
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
