// The items page's texts, loaded with its code (README "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/items.json';
import sv from '../../locales/sv/items.json';

export const t = defineMessages('info-items', { en, sv });
