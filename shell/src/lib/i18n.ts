// The shell's texts, in its own namespace (README "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from '../locales/en/shell.json';

export const t = defineMessages('shell', { en, sv: () => import('../locales/sv/shell.json') });
