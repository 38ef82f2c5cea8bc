// The content forms' sentences, loaded with the content kinds (the back office), not every page.
import en from '../../locales/en/content-forms.json';
import { defineMessages } from '../../i18n/messages';

export const t = defineMessages('content-forms', {
  en,
  sv: () => import('../../locales/sv/content-forms.json'),
});
