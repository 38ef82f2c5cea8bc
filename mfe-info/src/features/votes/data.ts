export interface VoteSite {
  name: string;
  url: string;
  /** Items given per vote. */
  items: string[];
  /** Currency per vote, in copper. */
  currency: number;
  cooldownHours: number;
  bonus?: string;
}

export const VOTE_SITES: VoteSite[] = [
  {
    name: 'MinecraftServers.org',
    url: 'https://minecraftservers.org/server/norsecraft',
    items: ['1× Vote Key', '16× Golden Carrot'],
    currency: 5000,
    cooldownHours: 24,
    bonus: 'Daily streak: +10% per consecutive day, up to 7 days',
  },
  {
    name: 'Minecraft-MP',
    url: 'https://minecraft-mp.com/server/norsecraft',
    items: ['1× Vote Key', '8× Experience Bottle'],
    currency: 3000,
    cooldownHours: 24,
    bonus: 'Weekly top voter wins a Rare Crate',
  },
  {
    name: 'TopG',
    url: 'https://topg.org/minecraft-servers/server-norsecraft',
    items: ['1× Vote Key'],
    currency: 2000,
    cooldownHours: 24,
  },
];
