// The wiki page's texts, loaded with its code (README "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/wiki.json';

export const t = defineMessages('info-wiki', {
  en,
  sv: () => import('../../locales/sv/wiki.json'),
});
