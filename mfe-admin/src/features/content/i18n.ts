// The content editors' texts (the kinds' own words: lib/kind-texts.ts).
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/content.json';

export const t = defineMessages('admin-content', {
  en,
  sv: () => import('../../locales/sv/content.json'),
});
