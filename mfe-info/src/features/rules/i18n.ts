// The rules page's texts, loaded with its code (README "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/rules.json';

export const t = defineMessages('info-rules', {
  en,
  sv: () => import('../../locales/sv/rules.json'),
});
