// The auction listings' texts.
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/listings.json';
import sv from '../../locales/sv/listings.json';

export const t = defineMessages('admin-listings', { en, sv });
