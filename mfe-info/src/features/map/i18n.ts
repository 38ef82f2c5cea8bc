// The map page's texts, loaded with its code (README "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/map.json';

export const t = defineMessages('info-map', { en, sv: () => import('../../locales/sv/map.json') });
