import type { IconName } from '../../components/icon';

export interface WikiArticle {
  title: string;
  /** The article in short: opened in place from its title. */
  body: string;
}

export interface WikiCategory {
  icon: IconName;
  title: string;
  articles: WikiArticle[];
}

export const WIKI_CATEGORIES: WikiCategory[] = [
  {
    icon: 'compass',
    title: 'Getting Started',
    articles: [
      {
        title: 'Joining the server',
        body: 'Add play.norsecraft.net to your server list in the game, on the latest release. You arrive at the longship harbour in Midgard; the signs there point to the rules, the starter kit and the first quests.',
      },
      {
        title: 'Your first night',
        body: 'Draugr walk after dark. Before the sun sets, build a shelter of logs or dig into a hillside, light it with torches and keep a bed: sleeping skips the night and sets where you return after a fall.',
      },
      {
        title: 'Claiming land',
        body: 'Use a golden shovel on two corners to claim the land between them. Every player starts with room for a longhouse and earns more by playing; nobody else can build or open chests inside your claim.',
      },
      {
        title: 'Commands overview',
        body: '/spawn takes you back to the harbour, /home to your bed, /claim shows your claims, /guild manages your guild and /vote lists the vote sites. /help in game lists every command you may use.',
      },
    ],
  },
  {
    icon: 'swords',
    title: 'Combat',
    articles: [
      {
        title: 'Weapon tiers',
        body: 'Weapons are ranked from B to S++. A higher tier hits harder and often carries an ability; the Items Database lists every weapon with its tier, stats and the set it belongs to.',
      },
      {
        title: 'Abilities and cooldowns',
        body: 'Some items carry an ability you trigger with the offhand key. After use it rests for its cooldown, shown in seconds on the item card; stronger abilities rest longer.',
      },
      {
        title: 'Raid mechanics',
        body: 'Raids are timed fights against a realm boss for a guild or a group of up to ten. The event calendar shows when the next raid opens; loot is shared among everyone who dealt damage.',
      },
      {
        title: 'PvP arenas',
        body: 'Fighting other players is allowed only in the arenas and in Muspelheim. Arena fights keep your inventory; in Muspelheim you drop what you carry, so bring only what you can lose.',
      },
    ],
  },
  {
    icon: 'coins',
    title: 'Economy',
    articles: [
      {
        title: 'Gold, silver and copper',
        body: 'The server counts money in copper: 100 copper make a silver and 100 silver a gold, written like 40g 1s 5c. You earn it from quests, votes and trading.',
      },
      {
        title: 'Auction house guide',
        body: 'Every listing runs for a set time and goes to the highest bid when it ends. You need an account on this site to bid; a bid must beat the current one, and the auction page shows the smallest bid accepted.',
      },
      {
        title: 'Player shops',
        body: 'Place a chest and a sign with the item and price to open a shop inside your claim. Buyers pay in copper, silver or gold and the takings wait in the chest.',
      },
      {
        title: 'Vote rewards',
        body: 'Voting for the server on the three vote sites, once a day each, gives items and coins. See the Votes page for the sites and what each one rewards.',
      },
    ],
  },
  {
    icon: 'mountain',
    title: 'Realms',
    articles: [
      {
        title: 'Midgard',
        body: 'The realm of players: the harbour, the towns and most claims. Calm, with draugr only at night; the best place to build your first home.',
      },
      {
        title: 'Niflheim',
        body: 'A frozen realm of fog and ice caves. Bring warm armour: without it the cold wears you down. Its mines hold the blue ice the best weapons are forged from.',
      },
      {
        title: 'Muspelheim',
        body: 'The realm of fire, open to player fights. Rich in ore and dangerous; fire giants patrol the lava rivers.',
      },
      {
        title: 'Asgard',
        body: 'The realm of the gods, reached through the Bifrost once you finish the main quest line. Home of the raid halls and the hall of fame.',
      },
    ],
  },
  {
    icon: 'shield',
    title: 'Guilds',
    articles: [
      {
        title: 'Founding a guild',
        body: 'Any player with 50 hours played can found a guild with /guild create. Invite members with /guild invite; a guild holds up to 50 members.',
      },
      {
        title: 'Guild levels',
        body: 'Guilds level up from quests and raids done together. Each level unlocks a perk, such as a larger shared claim or a guild banner.',
      },
      {
        title: 'Guild wars',
        body: 'Two guilds of level 10 or more can declare war for a weekend. Wars are fought in Muspelheim and the arenas, never in Midgard claims.',
      },
      {
        title: 'Shared storage',
        body: 'A guild vault is a chest all members can open, placed in the guild hall. Officers decide who may take out what.',
      },
    ],
  },
  {
    icon: 'hammer',
    title: 'Building',
    articles: [
      {
        title: 'Building rules',
        body: 'Build inside your claim, keep at least ten blocks from the next claim unless you agree otherwise, and no lag machines. The Rules page has the full list.',
      },
      {
        title: 'Norse longhouse tutorial',
        body: 'A longhouse is long and narrow: a stone base, log walls, a steep roof of dark oak stairs and a hearth in the middle. Start with a 7 × 15 floor and build the roof before the walls look finished.',
      },
      {
        title: 'Redstone limits',
        body: 'Farms and contraptions are welcome within limits: at most 32 pistons and 4 hoppers per chunk, and no clocks that run while you are offline.',
      },
      {
        title: 'Build contests',
        body: 'Builders run a contest each season with a theme posted on the calendar. Entries are judged by the builders and the winners are shown at the harbour.',
      },
    ],
  },
];

export interface Highlight {
  icon: IconName;
  title: string;
  description: string;
}

export const ABOUT_HIGHLIGHTS: Highlight[] = [
  {
    icon: 'tower',
    title: 'Built around the sagas',
    description: 'Every realm, boss and quest line draws on Norse mythology.',
  },
  {
    icon: 'people',
    title: 'Run by players',
    description: 'A small volunteer team that plays on the server every day.',
  },
  {
    icon: 'gear',
    title: 'Custom plugins',
    description: 'Items, abilities and raids written for this server alone.',
  },
];

export interface TimelineEntry {
  /** YYYY-MM, for <time dateTime>. */
  month: string;
  date: string;
  title: string;
  description: string;
}

export const TIMELINE: TimelineEntry[] = [
  {
    month: '2024-03',
    date: 'March 2024',
    title: 'The longship lands',
    description: 'Norsecraft opens its gates to the first settlers.',
  },
  {
    month: '2024-04',
    date: 'April 2024',
    title: 'Custom items',
    description: 'Tiered armor, weapons and abilities arrive with the Items Database.',
  },
  {
    month: '2024-05',
    date: 'May 2024',
    title: 'Raids and guilds',
    description: 'The first raid bosses and the guild system go live.',
  },
];
