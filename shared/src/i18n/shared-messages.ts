// The shared package's own texts (its UI kit, helpers and pages such as the 404).
import en from '../locales/en/shared.json';
import sv from '../locales/sv/shared.json';
import { defineMessages } from './messages';

export const t = defineMessages('shared', { en, sv });
