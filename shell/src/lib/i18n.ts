// The shell's texts, in its own namespace (README "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from '../locales/en/shell.json';
import sv from '../locales/sv/shell.json';

export const t = defineMessages('shell', { en, sv });
