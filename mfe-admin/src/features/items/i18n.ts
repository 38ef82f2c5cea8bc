// The item database's texts.
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/items.json';

export const t = defineMessages('admin-items', {
  en,
  sv: () => import('../../locales/sv/items.json'),
});
