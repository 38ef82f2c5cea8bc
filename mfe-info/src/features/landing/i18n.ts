// The landing page's texts, loaded with its code (README "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/landing.json';
import sv from '../../locales/sv/landing.json';

export const t = defineMessages('info-landing', { en, sv });
