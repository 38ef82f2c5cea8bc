// My Auctions' texts (the wallet, the member's auctions, listings and notices), loaded with its
// code (README "Languages").
import { defineMessages } from '@norsecraft/shared';
import en from '../../locales/en/my-auctions.json';

export const t = defineMessages('account-my-auctions', {
  en,
  sv: () => import('../../locales/sv/my-auctions.json'),
});
