// The calendar page's texts, loaded with its code (README "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/calendar.json';

export const t = defineMessages('info-calendar', {
  en,
  sv: () => import('../../locales/sv/calendar.json'),
});
