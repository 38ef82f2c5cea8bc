// The shared package's own texts (its UI kit, helpers and pages such as the 404), and the
// sentences its helpers say (errors, the database's refusals, auction notices, wallet labels).
import en from '../locales/en/shared.json';
import enSentences from '../locales/en/sentences.json';
import sv from '../locales/sv/shared.json';
import svSentences from '../locales/sv/sentences.json';
import { defineMessages } from './messages';

export const t = defineMessages('shared', {
  en: { ...en, ...enSentences },
  sv: { ...sv, ...svSentences },
});
