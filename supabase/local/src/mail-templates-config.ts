// config.toml's [auth.email.template.<type>] (subject, content_path): the auth mails' templates,
// rendered by the local stack as GoTrue renders them (auth/mailer.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { MAIL_TYPES, type MailTemplates } from './auth/mailer.ts';
import { ConfigError } from './config-error.ts';

type Table = Record<string, unknown>;

const isTable = (value: unknown): value is Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(template: Table, key: string, type: string): string | undefined {
  const value = template[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') {
    throw new ConfigError(
      `auth.email.template.${type}.${key} has the wrong type: ${String(value)}`,
    );
  }
  return value;
}

/** The mail templates a config.toml names: each type's subject and body file. */
export function mailTemplates(configText: string): MailTemplates {
  const auth = (parse(configText) as Table).auth;
  const email = isTable(auth) ? auth.email : undefined;
  const templates = isTable(email) ? email.template : undefined;
  if (templates === undefined) return {};
  if (!isTable(templates)) throw new ConfigError('auth.email.template must be a table');
  return Object.fromEntries(
    MAIL_TYPES.filter((type) => type in templates).map((type) => {
      const template = templates[type];
      if (!isTable(template)) throw new ConfigError(`auth.email.template.${type} must be a table`);
      const subject = text(template, 'subject', type);
      return [type, { subject, contentPath: text(template, 'content_path', type) }];
    }),
  );
}

/**
 * The templates config.toml names, their bodies read from their content_path (relative to the
 * project's root, the folder holding supabase/config.toml, as the CLI reads them). A body that
 * cannot be read is GoTrue's default, as hosted falls back when it cannot fetch a template.
 */
export function loadMailTemplates(configFile: string): MailTemplates {
  const projectRoot = path.dirname(path.dirname(path.resolve(configFile)));
  const templates = mailTemplates(readFileSync(configFile, 'utf8'));
  return Object.fromEntries(
    Object.entries(templates).map(([type, template]) => {
      if (!template.contentPath) return [type, template];
      try {
        const content = readFileSync(path.resolve(projectRoot, template.contentPath), 'utf8');
        return [type, { ...template, content }];
      } catch {
        return [type, template];
      }
    }),
  );
}
