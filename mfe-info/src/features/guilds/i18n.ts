// The guilds page's texts, loaded with its code (README "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/guilds.json';
import sv from '../../locales/sv/guilds.json';

export const t = defineMessages('info-guilds', { en, sv });
