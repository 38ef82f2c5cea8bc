import { sentenceFinder, translateSentence } from '@norsecraft/shared';
import en from '../locales/en/admin.json';
import { t } from './i18n';

/**
 * The database's refusals the back office shows as they come (RPC and trigger exceptions), by
 * their exact English sentence (`server.*` in its catalog, then the shared sentences): the
 * database keeps English, the page says them in its language.
 */
const ownSentence = sentenceFinder(
  en,
  (key) => t(key),
  (key) => key.startsWith('server.'),
);

/** A refusal's sentence in the page's language; one not known stays as the database said it. */
export const serverSentence = (message: string): string =>
  ownSentence(message) ?? translateSentence(message);
