// The votes page's texts, loaded with its code (README "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/votes.json';

export const t = defineMessages('info-votes', {
  en,
  sv: () => import('../../locales/sv/votes.json'),
});
