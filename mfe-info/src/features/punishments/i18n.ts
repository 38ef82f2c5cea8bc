// The punishments page's texts, loaded with its code (README "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/punishments.json';
import sv from '../../locales/sv/punishments.json';

export const t = defineMessages('info-punishments', { en, sv });
