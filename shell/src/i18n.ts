// The shell's texts, in its own namespace (README "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from './locales/en.json';
import sv from './locales/sv.json';

export const t = defineMessages('shell', { en, sv });
