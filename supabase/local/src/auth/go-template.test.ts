import { parseTemplate, renderTemplate, TemplateError } from './go-template.ts';

const choose =
  '{{ if eq .Data.language "sv" }}Hej{{ else if eq .Data.language "en" }}Hello{{ else }}Hi{{ end }}';

it('chooses a branch from the user metadata, a missing key or metadata taking the last', () => {
  expect(renderTemplate(choose, { Data: { language: 'sv' } })).toBe('Hej');
  expect(renderTemplate(choose, { Data: { language: 'en' } })).toBe('Hello');
  expect(renderTemplate(choose, { Data: {} })).toBe('Hi');
  expect(renderTemplate(choose, {})).toBe('Hi');
});

it('writes fields HTML-escaped, and nothing for a missing one', () => {
  expect(
    renderTemplate('<a href="{{ .ConfirmationURL }}">{{ .NewEmail }}</a>{{ .Nope }}', {
      ConfirmationURL: 'http://x/verify?token=a&type=signup',
      NewEmail: '<b>@x',
    }),
  ).toBe('<a href="http://x/verify?token=a&amp;type=signup">&lt;b&gt;@x</a>');
});

it('trims around {{- and -}}, tests ne and a value’s truth', () => {
  expect(renderTemplate('a  {{- if .X -}}  yes  {{- end -}}  b', { X: 'on' })).toBe('ayesb');
  expect(renderTemplate('{{ if ne .Data.language "sv" }}not sv{{ end }}', { Data: {} })).toBe(
    'not sv',
  );
  expect(renderTemplate('{{ if .X }}yes{{ else }}no{{ end }}', { X: '' })).toBe('no');
});

it('refuses what hosted would not run the same way', () => {
  expect(() => parseTemplate('{{ range .Items }}x{{ end }}')).toThrow(TemplateError);
  expect(() => parseTemplate('{{ if eq .A "b" }}open')).toThrow(TemplateError);
  expect(() => parseTemplate('{{ end }}')).toThrow(TemplateError);
});
