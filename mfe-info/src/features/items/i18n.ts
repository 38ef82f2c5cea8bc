// The items page's texts, loaded with its code (README "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/items.json';

export const t = defineMessages('info-items', {
  en,
  sv: () => import('../../locales/sv/items.json'),
});
