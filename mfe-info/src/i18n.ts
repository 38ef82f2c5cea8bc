// The information pages' texts, in this remote's own namespace, loaded with its code (README
// "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from './locales/en.json';
import sv from './locales/sv.json';

export const t = defineMessages('info', { en, sv });
