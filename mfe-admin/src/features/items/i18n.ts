// The item database's texts.
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/items.json';
import sv from '../../locales/sv/items.json';

export const t = defineMessages('admin-items', { en, sv });
