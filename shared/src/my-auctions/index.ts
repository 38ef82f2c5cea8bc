export { getMyAuctions, myAuctionsKey } from './api';
