// The auction listings' texts.
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/listings.json';

export const t = defineMessages('admin-listings', {
  en,
  sv: () => import('../../locales/sv/listings.json'),
});
