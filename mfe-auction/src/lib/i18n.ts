// The auction house's texts, in this remote's own namespace, loaded with its code (README
// "Languages").
import en from '../locales/en/auction.json';
import { defineMessages } from '@norsecraft/shared';

export const t = defineMessages('auction', { en, sv: () => import('../locales/sv/auction.json') });
