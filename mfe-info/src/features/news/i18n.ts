// The news page's texts, loaded with its code (README "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/news.json';

export const t = defineMessages('info-news', {
  en,
  sv: () => import('../../locales/sv/news.json'),
});
