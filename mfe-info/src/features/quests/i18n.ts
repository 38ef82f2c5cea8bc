// The quests page's texts, loaded with its code (README "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/quests.json';

export const t = defineMessages('info-quests', {
  en,
  sv: () => import('../../locales/sv/quests.json'),
});
