// What the site hands over in game, on a timer and when a player joins (README "Game bridge"):
// won auctions to their winners, unsold items back to their sellers (issue 39), withdrawals paid
// (issue 39). Each is given in game first, then marked on the site; one given but not yet marked
// (the site did not answer) is only marked on the next pass, never given twice.
import type { GameItem, GamePlayer, GameWorld } from '../plugin-api';
import { isAccepted, isRetryable, type BridgeAnswer, type BridgeClient } from './bridge-client';

interface WonAuction {
  id: number;
  item: string;
  /** A player's listing: the item as the plugin took it (null: a house listing, by name). */
  game_item?: GameItem | null;
  amount: number;
  /** Issue 38: the winner's UUID; until then the game name the winner typed on the site. */
  winner_uuid?: string | null;
  winner_minecraft_username?: string | null;
}

interface ReturnedAuction {
  id: number;
  item: string;
  game_item: GameItem;
  seller_uuid: string;
}

interface Withdrawal {
  id: number | string;
  uuid: string;
  amount: number;
}

const listed = <T>(answer: BridgeAnswer, field: string): T[] => {
  const list = isAccepted(answer) ? (answer.body as Record<string, unknown> | null)?.[field] : null;
  return Array.isArray(list) ? (list as T[]) : [];
};

const asItem = (name: string, item?: GameItem | null): GameItem => item ?? { name, amount: 1 };

export function createDeliveries(bridge: BridgeClient) {
  const givenNotMarked = new Set<string>();

  async function handOver(key: string, give: () => void, mark: () => Promise<BridgeAnswer>) {
    if (!givenNotMarked.has(key)) {
      give();
      givenNotMarked.add(key);
    }
    if (!isRetryable(await mark())) givenNotMarked.delete(key);
  }

  async function wonAuctions(world: GameWorld) {
    for (const won of listed<WonAuction>(await bridge.auctionsWon(), 'auctions')) {
      let winner: GamePlayer | undefined;
      if (won.winner_uuid) winner = world.online(won.winner_uuid);
      else if (won.winner_minecraft_username)
        winner = world.onlineByName(won.winner_minecraft_username);
      if (!winner) continue;
      const item = asItem(won.item, won.game_item);
      await handOver(
        `won:${won.id}`,
        () => {
          world.giveItem(winner.uuid, item);
          winner.tell(
            `Auction won: ${item.name} for ${world.format(won.amount)}, now in your inventory.`,
          );
        },
        () => bridge.markDelivered(won.id),
      );
    }
  }

  async function returns(world: GameWorld) {
    for (const unsold of listed<ReturnedAuction>(await bridge.auctionReturns(), 'returns')) {
      const seller = world.online(unsold.seller_uuid);
      if (!seller) continue;
      const item = asItem(unsold.item, unsold.game_item);
      await handOver(
        `return:${unsold.id}`,
        () => {
          world.giveItem(seller.uuid, item);
          seller.tell(`Unsold: ${item.name} is back in your inventory.`);
        },
        () => bridge.markReturned(unsold.id),
      );
    }
  }

  async function withdrawals(world: GameWorld) {
    for (const withdrawal of listed<Withdrawal>(await bridge.withdrawals(), 'withdrawals')) {
      await handOver(
        `withdrawal:${withdrawal.id}`,
        () => {
          world.deposit(withdrawal.uuid, withdrawal.amount);
          world
            .online(withdrawal.uuid)
            ?.tell(`Withdrawn from your wallet on the site: ${world.format(withdrawal.amount)}.`);
        },
        () => bridge.markWithdrawalPaid(withdrawal.id),
      );
    }
  }

  return async (world: GameWorld) => {
    await wonAuctions(world);
    await returns(world);
    await withdrawals(world);
  };
}
