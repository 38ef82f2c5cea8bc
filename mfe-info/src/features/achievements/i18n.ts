// The achievements page's texts, loaded with its code (README "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/achievements.json';

export const t = defineMessages('info-achievements', {
  en,
  sv: () => import('../../locales/sv/achievements.json'),
});
