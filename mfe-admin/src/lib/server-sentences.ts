import { t } from './i18n';

/**
 * The database's refusals the back office shows as they come (RPC and trigger exceptions), by
 * their exact English sentence: the database keeps English, the page says them in its language.
 */
const SENTENCES: Record<string, () => string> = {
  'Cannot remove the last admin. Grant the admin role to another user first.': () =>
    t('server.lastAdmin'),
};

/** A refusal's sentence in the page's language; one not listed stays as the database said it. */
export const serverSentence = (message: string): string => SENTENCES[message]?.() ?? message;
