// The landing page's texts, loaded with its code (README "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/landing.json';

export const t = defineMessages('info-landing', {
  en,
  sv: () => import('../../locales/sv/landing.json'),
});
