// The punishments page's texts, loaded with its code (README "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/punishments.json';

export const t = defineMessages('info-punishments', {
  en,
  sv: () => import('../../locales/sv/punishments.json'),
});
