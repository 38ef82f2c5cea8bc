// The back office's shared texts (README "Languages"); each feature has its own catalog
// (`features/<name>/i18n.ts`).
import { defineMessages } from '@norsecraft/shared';
import en from '../locales/en/admin.json';

export const t = defineMessages('admin', { en, sv: () => import('../locales/sv/admin.json') });
