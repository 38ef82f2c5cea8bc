// The shared package's own texts (its UI kit, helpers and pages such as the 404), and the
// sentences its helpers say (errors, the database's refusals, auction notices, wallet labels).
import en from '../locales/en/shared.json';
import enSentences from '../locales/en/sentences.json';
import { defineMessages } from './messages';

export const t = defineMessages('shared', {
  en: { ...en, ...enSentences },
  // Two files, one catalog: both arrive before the page renders in Swedish.
  sv: async () => {
    const [own, sentences] = await Promise.all([
      import('../locales/sv/shared.json'),
      import('../locales/sv/sentences.json'),
    ]);
    return { default: { ...own.default, ...sentences.default } };
  },
});
