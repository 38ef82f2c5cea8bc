import { loadPageLanguage, setPageLanguage } from '../../i18n/messages';
import { fieldProblem, formProblem, rowOf, slugify, valuesOf, type FieldSpec } from './fields';
import { contentKind, contentKindOfPath } from './kinds';

const rules = contentKind('rules')!;

describe('fieldProblem', () => {
  it('says what is missing or too long, in the field’s words', () => {
    const title: FieldSpec = { name: 'title', label: 'Title', type: 'text', max: 5 };
    expect(fieldProblem(title, '  ')).toBe('Title is required.');
    expect(fieldProblem(title, 'abcdef')).toBe('Title can be at most 5 characters.');
    expect(fieldProblem(title, 'abc')).toBeNull();
    expect(fieldProblem({ ...title, optional: true }, '')).toBeNull();
  });

  it('checks addresses, e-mail, page addresses, numbers, months and lists', () => {
    const url: FieldSpec = { name: 'url', label: 'Address', type: 'url' };
    expect(fieldProblem(url, 'javascript:alert(1)')).toMatch(/must be a web address/);
    expect(fieldProblem(url, 'https://ok.example/vote')).toBeNull();
    expect(fieldProblem({ name: 'e', label: 'Support e-mail', type: 'email' }, 'x@y')).toMatch(
      /e-mail address/,
    );
    const slug: FieldSpec = {
      name: 'slug',
      label: 'Address',
      type: 'slug',
      from: 'title',
      max: 80,
    };
    expect(fieldProblem(slug, 'Raid Mechanics')).toMatch(/lower-case letters/);
    expect(fieldProblem(slug, 'raid-mechanics')).toBeNull();
    const hours: FieldSpec = { name: 'h', label: 'Cooldown', type: 'integer', min: 1, max: 168 };
    expect(fieldProblem(hours, '0')).toBe('Cooldown must be a whole number from 1 to 168.');
    expect(fieldProblem(hours, '2.5')).toMatch(/whole number/);
    expect(fieldProblem({ name: 'm', label: 'Month', type: 'month' }, '2024-13')).toMatch(/month/);
    const lines: FieldSpec = { name: 'l', label: 'Rewards', type: 'lines', maxItems: 2, max: 5 };
    expect(fieldProblem(lines, 'a\nb\nc')).toBe('Rewards can hold at most 2 lines.');
    expect(fieldProblem(lines, 'abcdef')).toMatch(/at most 5 characters/);
    expect(fieldProblem({ name: 'icon', label: 'Icon', type: 'icon' }, 'skull')).toBe(
      'Choose an icon.',
    );
    const publish: FieldSpec = { name: 'p', label: 'Publish time', type: 'datetime' };
    expect(fieldProblem(publish, 'soon')).toBe('Publish time must be a date and time.');
    expect(fieldProblem(publish, '2100-01-02T10:00')).toBe(
      'Publish time must be between 2000 and 2099.',
    );
    expect(fieldProblem(publish, '2026-12-01T10:00')).toBeNull();
  });
});

it('gives the first problem of a form in the order of its fields', () => {
  expect(formProblem(rules.fields, { section_id: '', title: '' })).toBe('Section is required.');
  expect(
    formProblem(rules.fields, {
      section_id: '1',
      title: 'No griefing',
      description: 'Never.',
      severity: 'critical',
    }),
  ).toBeNull();
});

it('turns a form into the row the database takes, and a row back into the form', () => {
  const votes = contentKind('vote_sites')!;
  const values = {
    name: ' TopG ',
    url: 'https://topg.org/x',
    items: '1× Vote Key\n\n 16× Carrot ',
    currency: '2000',
    cooldown_hours: '24',
    bonus: '',
  };
  const row = rowOf(votes.fields, values);
  expect(row).toEqual({
    name: 'TopG',
    url: 'https://topg.org/x',
    items: ['1× Vote Key', '16× Carrot'],
    currency: 2000,
    cooldown_hours: 24,
    bonus: null,
  });
  expect(valuesOf(votes.fields, { id: 1, ...row })).toMatchObject({
    items: '1× Vote Key\n16× Carrot',
    currency: '2000',
    bonus: '',
  });
});

it('keeps the store’s address empty, not null, while it is closed', () => {
  const settings = contentKind('site_settings')!;
  expect(rowOf(settings.fields, { store_url: '' }).store_url).toBe('');
});

it('lets staff choose the chat’s language among the site’s, English or Swedish', () => {
  const settings = contentKind('site_settings')!;
  const chat = settings.fields.find((field) => field.name === 'chat_language')!;
  expect(fieldProblem(chat, 'sv')).toBeNull();
  expect(fieldProblem(chat, 'de')).toBe('Choose a chat language.');
  expect(rowOf([chat], { chat_language: 'sv' })).toEqual({ chat_language: 'sv' });
});

it('makes a page address of a title', () => {
  expect(slugify('Raid mechanics!')).toBe('raid-mechanics');
  expect(slugify('  Ragnarök & Fimbulwinter ')).toBe('ragnarok-fimbulwinter');
});

it('finds a kind by its back office address', () => {
  expect(contentKindOfPath('vote-sites')?.kind).toBe('vote_sites');
  expect(contentKindOfPath('nothing')).toBeUndefined();
});

it('says the problems in the page’s language, with the labels it is given', async () => {
  await loadPageLanguage('sv');
  try {
    const title: FieldSpec = { name: 'title', label: 'Rubrik', type: 'text', max: 1200 };
    expect(fieldProblem(title, ' ')).toBe('Rubrik måste fyllas i.');
    expect(fieldProblem(title, 'x'.repeat(1201))).toMatch(
      /^Rubrik får vara högst 1\s200 tecken\.$/,
    );
    const level: FieldSpec = {
      name: 'l',
      label: 'Svårighetsgrad',
      type: 'select',
      options: ['Easy'],
    };
    expect(fieldProblem(level, 'x')).toBe('Välj svårighetsgrad.');
  } finally {
    setPageLanguage('en');
  }
});
