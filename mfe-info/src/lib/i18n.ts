// The texts the info remote's pages share (README "Languages"); each feature has its own catalog
// (`features/<name>/i18n.ts`), loaded with that page's code.
import { defineMessages } from '@norsecraft/shared';
import en from '../locales/en/common.json';

export const t = defineMessages('info', { en, sv: () => import('../locales/sv/common.json') });
