// The games' texts, in this remote's own namespace, loaded with its code (README "Languages").
import en from '../locales/en/games.json';
import { defineMessages } from '@norsecraft/shared';

export const t = defineMessages('games', { en, sv: () => import('../locales/sv/games.json') });
