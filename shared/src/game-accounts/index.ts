export {
  createLinkCode,
  gameAccountKey,
  getOwnGameAccount,
  ownGameAccountQuery,
  subscribeGameAccount,
  unlinkGameAccount,
  type GameAccount,
  type LinkCode,
} from './api';
export { linkCommand, playerPagePath } from './player-path';
