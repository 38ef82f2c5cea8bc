// The guilds page's texts, loaded with its code (README "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/guilds.json';

export const t = defineMessages('info-guilds', {
  en,
  sv: () => import('../../locales/sv/guilds.json'),
});
