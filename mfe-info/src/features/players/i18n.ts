// The players page's texts, loaded with its code (README "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/players.json';

export const t = defineMessages('info-players', {
  en,
  sv: () => import('../../locales/sv/players.json'),
});
