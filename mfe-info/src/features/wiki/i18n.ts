// The wiki page's texts, loaded with its code (README "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/wiki.json';
import sv from '../../locales/sv/wiki.json';

export const t = defineMessages('info-wiki', { en, sv });
