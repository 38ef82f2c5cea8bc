// The wallet's and the auction notices' words, in the page's language (README "Languages").
import en from '../locales/en/wallet.json';
import sv from '../locales/sv/wallet.json';
import { defineMessages } from '../i18n/messages';

export const t = defineMessages('shared-wallet', { en, sv });
