import { loadPageLanguage, setPageLanguage } from '@norsecraft/shared';
import { CONTENT_KINDS, contentKind, type ContentKindSpec } from '@norsecraft/shared/content-kinds';
import en from '../locales/en/kinds.json';
import { localizeKind, optionLabel } from './kind-texts';

afterEach(() => setPageLanguage('en'));

it('names every kind and field in English as the specs do', () => {
  for (const spec of CONTENT_KINDS) expect(localizeKind(spec)).toEqual(spec);
});

it('has words for every kind and field (a field added since names itself here)', () => {
  const keys = Object.keys(en);
  const missing = CONTENT_KINDS.flatMap((spec) => [
    `${spec.kind}.label`,
    ...spec.fields.map((field) => `${spec.kind}.${field.name}.label`),
  ]).filter((key) => !keys.includes(key));
  expect(missing).toEqual([]);
});

it('names a kind, its fields, hints and rules in Swedish', async () => {
  await loadPageLanguage('sv');
  const settings = localizeKind(contentKind('site_settings')!);
  expect(settings.label).toBe('Webbplatsinställningar');
  const server = settings.fields.find((field) => field.name === 'server_address')!;
  expect(server.label).toBe('Serveradress');
  expect(server.hint).toBe('Det spelarna skriver in i spelet: värd, eller värd:port.');
  expect(server.type === 'text' && server.patternMessage).toBe(
    'Serveradressen måste vara ett värdnamn, med en port efter ett kolon vid behov.',
  );
  expect(optionLabel('Hard')).toBe('Svår');
});

it('keeps the English of a field the catalog does not know yet', async () => {
  await loadPageLanguage('sv');
  const spec: ContentKindSpec = {
    ...contentKind('site_settings')!,
    fields: [{ name: 'bid_sound', label: 'Bid sound', type: 'select', options: ['horn'] }],
  };
  expect(localizeKind(spec).fields[0]!.label).toBe('Bid sound');
});
