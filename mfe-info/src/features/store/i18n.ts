// The store page's texts, loaded with its code (README "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/store.json';

export const t = defineMessages('info-store', {
  en,
  sv: () => import('../../locales/sv/store.json'),
});
