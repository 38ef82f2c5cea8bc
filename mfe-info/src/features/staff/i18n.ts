// The staff page's texts, loaded with its code (README "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/staff.json';

export const t = defineMessages('info-staff', {
  en,
  sv: () => import('../../locales/sv/staff.json'),
});
