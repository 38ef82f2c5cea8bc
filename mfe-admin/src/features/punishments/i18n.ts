// The punishments back office's texts (the list and its filters are the shared kit's).
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/punishments.json';

export const t = defineMessages('admin-punishments', {
  en,
  sv: () => import('../../locales/sv/punishments.json'),
});
