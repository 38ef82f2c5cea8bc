// POST /listings (README "Game bridge", issue 39): a player put an item up for auction in game;
// the plugin took it into its keeping and sends { id, seller_uuid, item, starting_bid, duration }.
// The id is the key (bridge_create_listing): the same listing sent again answers the one made
// the first time (already_listed); the same id with other values is refused (409).
import { checkFields } from './batch.ts';
import { databaseFailed } from './batch-route.ts';
import { json, readJson, type BridgeRoute } from './router.ts';
import { checkCopper, checkGameId, checkText, checkUuid, ValueError } from './values.ts';

/** The durations a listing may run, in minutes: 1, 6 and 12 hours, 1, 2, 3 and 7 days. */
export const LISTING_DURATIONS = [60, 360, 720, 1440, 2880, 4320, 10080] as const;
/** The highest starting bid (5,000 g), as an admin's listing. */
export const MAX_STARTING_BID = 50_000_000;
/** At most this many enchantments or stats on one item. */
const MAX_ENTRIES = 32;

/** The item as the game describes it. */
export interface GameItem {
  name: string;
  /** The game's material, upper case without the namespace: DIAMOND_SWORD. */
  material: string;
  amount: number;
  /** Enchantment → level. */
  enchantments: Record<string, number>;
  /** Stat → value (the server's own attributes). */
  stats: Record<string, number | string>;
  rarity: string | null;
}

export interface BridgeListing {
  id: string;
  seller_uuid: string;
  item: GameItem;
  starting_bid: number;
  /** Minutes. */
  duration: number;
}

const MATERIAL = /^(?:minecraft:)?([A-Za-z0-9_]{1,64})$/;
const ENTRY_KEY = /^[A-Za-z0-9_:.-]{1,64}$/;

function checkEntries<T>(
  value: unknown,
  field: string,
  checkValue: (entry: unknown, name: string) => T,
): Record<string, T> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new ValueError(`${field} must be an object of names and values`);
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > MAX_ENTRIES)
    throw new ValueError(`${field} must have at most ${MAX_ENTRIES} entries`);
  const checked: Record<string, T> = {};
  for (const [name, entry] of entries) {
    if (!ENTRY_KEY.test(name))
      throw new ValueError(`${field}: "${name}" must be 1 to 64 letters, digits or _:.-`);
    checked[name] = checkValue(entry, `${field}.${name}`);
  }
  return checked;
}

export function checkGameItem(value: unknown): GameItem {
  const fields = checkFields(
    value,
    ['name', 'material', 'amount'],
    ['enchantments', 'stats', 'rarity'],
  );
  const material = typeof fields.material === 'string' ? MATERIAL.exec(fields.material) : null;
  if (!material)
    throw new ValueError("item.material must be the game's material, e.g. DIAMOND_SWORD");
  const { amount } = fields;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > 99)
    throw new ValueError('item.amount must be a whole number from 1 to 99');
  return {
    name: checkText(fields.name, 'item.name', 64),
    material: material[1]!.toUpperCase(),
    amount,
    enchantments: checkEntries(fields.enchantments, 'item.enchantments', (level, name) => {
      if (typeof level !== 'number' || !Number.isInteger(level) || level < 1 || level > 255)
        throw new ValueError(`${name} must be a level from 1 to 255`);
      return level;
    }),
    stats: checkEntries(fields.stats, 'item.stats', (stat, name) => {
      if (typeof stat === 'number' && Number.isFinite(stat)) return stat;
      if (typeof stat === 'string') return checkText(stat, name, 64);
      throw new ValueError(`${name} must be a number or a text of up to 64 characters`);
    }),
    rarity:
      fields.rarity === undefined || fields.rarity === null
        ? null
        : checkText(fields.rarity, 'item.rarity', 32),
  };
}

export function checkListing(body: unknown): BridgeListing {
  const fields = checkFields(body, ['id', 'seller_uuid', 'item', 'starting_bid', 'duration']);
  const duration = fields.duration;
  if (!LISTING_DURATIONS.includes(duration as (typeof LISTING_DURATIONS)[number]))
    throw new ValueError(
      `duration must be one of ${LISTING_DURATIONS.join(', ')} minutes (1 hour to 7 days)`,
    );
  return {
    id: checkGameId(fields.id),
    seller_uuid: checkUuid(fields.seller_uuid, 'seller_uuid'),
    item: checkGameItem(fields.item),
    starting_bid: checkCopper(fields.starting_bid, 'starting_bid', MAX_STARTING_BID),
    duration: duration as number,
  };
}

const REFUSALS = {
  unknown_player: {
    status: 409,
    error: 'The server never named this seller: send POST /players first',
  },
  conflict: {
    status: 409,
    error: 'A listing with this id was made before with another seller, item or price',
  },
} as const;

export const listingRoutes: BridgeRoute[] = [
  {
    method: 'POST',
    path: '/listings',
    async handle(req, { rest }) {
      const body = await readJson(
        req,
        'The body is not JSON: send { "id", "seller_uuid", "item", "starting_bid", "duration" }',
      );
      if (!body.ok) return body.response;
      let listing: BridgeListing;
      try {
        listing = checkListing(body.value);
      } catch (error) {
        if (!(error instanceof ValueError)) throw error;
        return json(400, { error: error.message });
      }
      const answer = await rest.rpc('bridge_create_listing', { p_listing: listing });
      if (!answer.ok)
        return databaseFailed(
          answer,
          'creating a listing',
          'The database did not answer; nothing was listed',
        );
      const result = (await answer.json()) as { refused?: keyof typeof REFUSALS };
      if (result.refused) {
        const { status, error } = REFUSALS[result.refused];
        return json(status, { error });
      }
      return json(200, result);
    },
  },
];
