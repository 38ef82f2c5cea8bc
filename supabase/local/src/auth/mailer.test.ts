import path from 'node:path';
import { loadMailTemplates } from '../mail-templates-config.ts';
import { supabaseDir } from '../paths.ts';
import { plainText, renderMail, verifyLink } from './mailer.ts';

const templates = loadMailTemplates(path.join(supabaseDir, 'config.toml'));
const link = verifyLink('http://127.0.0.1:9/x', 'hash', 'signup', 'http://localhost:3000/sv/login');
const data = (language?: string) => ({
  ConfirmationURL: link,
  Token: '123456',
  NewEmail: 'new@example.com',
  Data: language ? { language } : {},
});

it("reads the project's templates for every mail type", () => {
  expect(Object.keys(templates).sort()).toEqual([
    'confirmation',
    'email_change',
    'magic_link',
    'recovery',
  ]);
  for (const template of Object.values(templates)) expect(template.content).toContain('.Data');
});

it.each([
  ['confirmation', 'Bekräfta din registrering', 'Confirm your signup'],
  ['recovery', 'Återställ ditt lösenord', 'Reset your password'],
  ['magic_link', 'Din inloggningslänk', 'Your sign-in link'],
  ['email_change', 'Bekräfta din nya e-postadress', 'Confirm your new email address'],
] as const)('%s: Swedish for a Swedish member, English otherwise', (type, swedish, english) => {
  const sv = renderMail(templates, type, data('sv'));
  expect(sv.subject).toBe(swedish);
  expect(sv.html).toContain(`<h2>${swedish}</h2>`);
  expect(sv.text).toContain(link);
  for (const language of ['en', undefined]) {
    const en = renderMail(templates, type, data(language));
    expect(en.subject).toBe(english);
    expect(en.html).not.toContain(swedish);
  }
});

it('keeps the link whole on a line of its own in the text copy', () => {
  const text = plainText(`<p><a href="${link.replace(/&/g, '&amp;')}">Confirm</a></p>`);
  expect(text).toBe(`Confirm:\n${link}\n`);
});

it("falls back to GoTrue's default for a type the project has no template of", () => {
  const mail = renderMail({}, 'recovery', data('sv'));
  expect(mail.subject).toBe('Reset your password');
});
