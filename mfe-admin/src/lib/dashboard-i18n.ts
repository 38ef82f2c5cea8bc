// The dashboard's texts: its statistics, users and roles, events and audit log.
import { defineMessages } from '@norsecraft/shared';
import en from '../locales/en/dashboard.json';

export const t = defineMessages('admin-dashboard', {
  en,
  sv: () => import('../locales/sv/dashboard.json'),
});
