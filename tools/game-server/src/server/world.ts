// The test server's economy and inventories, in memory: what Vault and Bukkit's inventories are
// to a real plugin. Tests set balances and hand items out; the plugin moves them.
import type { GameItem, GamePlayer, GameWorld } from '../plugin-api';
import { offlinePlayerUuid } from './offline-uuid';

export interface TestWorld extends GameWorld {
  setBalance(uuid: string, amount: number): void;
  /** The player's items, the held one first. */
  inventory(uuid: string): GameItem[];
}

export interface WorldPlayers {
  join(player: GamePlayer): void;
  /** The player left (a later login of the same account stays online). */
  leave(player: GamePlayer): void;
  list(): GamePlayer[];
}

export function createWorld(): TestWorld & { players: WorldPlayers } {
  const online = new Map<string, GamePlayer>();
  const seen = new Map<string, string>();
  const balances = new Map<string, number>();
  const inventories = new Map<string, GameItem[]>();
  const inventory = (uuid: string) => {
    if (!inventories.has(uuid)) inventories.set(uuid, []);
    return inventories.get(uuid)!;
  };
  return {
    players: {
      join(player) {
        online.set(player.uuid, player);
        seen.set(player.name.toLowerCase(), player.uuid);
      },
      leave(player) {
        if (online.get(player.uuid) === player) online.delete(player.uuid);
      },
      list: () => [...online.values()],
    },
    online: (uuid) => online.get(uuid),
    onlineByName: (name) =>
      [...online.values()].find((p) => p.name.toLowerCase() === name.toLowerCase()),
    uuidOf: (name) => seen.get(name.toLowerCase()) ?? offlinePlayerUuid(name),
    balance: (uuid) => balances.get(uuid) ?? 0,
    setBalance: (uuid, amount) => balances.set(uuid, amount),
    withdraw(uuid, amount) {
      const balance = balances.get(uuid) ?? 0;
      if (amount > balance) return false;
      balances.set(uuid, balance - amount);
      return true;
    },
    deposit: (uuid, amount) => balances.set(uuid, (balances.get(uuid) ?? 0) + amount),
    format: (amount) => `${amount.toLocaleString('en-US')} copper`,
    takeHeldItem: (uuid) => inventory(uuid).shift() ?? null,
    giveItem: (uuid, item) => inventory(uuid).push(item),
    inventory: (uuid) => [...inventory(uuid)],
  };
}
