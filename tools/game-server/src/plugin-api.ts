// What a plugin of the test game server sees of it: the hooks a Paper/Spigot plugin gets from
// the server (a player joins, types a command, a vote arrives) and the server's economy and
// inventories (what Vault and Bukkit's inventories give a real plugin), reduced to what ours uses.

/** A player in game. */
export interface GamePlayer {
  /** As the server gives it: offline mode computes it from the name (offline-uuid.ts). */
  uuid: string;
  name: string;
  /** A system message in the player's chat. */
  tell(text: string): void;
}

/** A vote as NuVotifier hands it to the server's plugins (its `Vote`). */
export interface NuVotifierVote {
  serviceName: string;
  username: string;
  address: string;
  /** As the vote site sent it: usually milliseconds since 1970, as text. */
  timeStamp: string;
}

/** An item as the game describes it (issue 39's listings). */
export interface GameItem {
  name: string;
  material?: string;
  amount: number;
  enchantments?: Record<string, number>;
  rarity?: string;
}

/** The server's players, money (in copper) and inventories. */
export interface GameWorld {
  /** The player online with this UUID. */
  online(uuid: string): GamePlayer | undefined;
  /** The player online with this name (names are case-insensitive in game). */
  onlineByName(name: string): GamePlayer | undefined;
  /** The UUID of a name: a player seen before, else the one offline mode computes. */
  uuidOf(name: string): string;
  balance(uuid: string): number;
  /** Takes `amount` from the balance; false, and nothing taken, when it is short. */
  withdraw(uuid: string, amount: number): boolean;
  deposit(uuid: string, amount: number): void;
  /** An amount as the economy writes it (Vault's `Economy#format`). */
  format(amount: number): string;
  /** The item in the player's hand, taken from them; null when the hand is empty. */
  takeHeldItem(uuid: string): GameItem | null;
  giveItem(uuid: string, item: GameItem): void;
}

/** A plugin: every hook is optional; a hook's promise is awaited by `GameServer.settled()`. */
export interface GamePlugin {
  /** Once, when the server starts. */
  enable?(world: GameWorld): void;
  /** A player has joined (is in game). */
  onJoin?(player: GamePlayer): Promise<void> | void;
  /** `/link ABC123` → ('link', ['ABC123']); true when the command is this plugin's. */
  onCommand?(player: GamePlayer, command: string, args: string[]): Promise<boolean> | boolean;
  onVote?(vote: NuVotifierVote): Promise<void> | void;
}
