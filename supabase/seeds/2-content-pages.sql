-- The site's content, part 1 (local development only, after seed.sql): the rules, the staff and
-- the wiki as the spec gives them, so a fresh `pnpm start` shows the same pages as before the
-- content moved into the database (issue 36). Staff edit all of it from /admin; a deployed
-- database starts without any (`supabase db push` runs no seed) and shows each page's empty state.

insert into public.rule_sections (position, title, anchor, icon) values
  (1, 'General Conduct', 'general-conduct', 'handshake'),
  (2, 'Gameplay', 'gameplay', 'swords'),
  (3, 'Building', 'building', 'tower');

insert into public.rules (section_id, position, title, description, severity)
select s.id, r.position, r.title, r.description, r.severity
from (values
  ('general-conduct', 1, 'Respect every player',
   'No harassment, hate speech, threats or discrimination, in chat or in builds.', 'critical'),
  ('general-conduct', 2, 'No advertising',
   'Do not promote other servers, services or links without staff approval.', 'warning'),
  ('general-conduct', 3, 'Keep chat readable',
   'No spam, excessive caps or flooding; use English in the global channel.', 'normal'),
  ('gameplay', 1, 'No cheating',
   'Hacked clients, X-ray, auto-clickers and duplication glitches are forbidden.', 'critical'),
  ('gameplay', 2, 'Report bugs, do not abuse them',
   'Exploiting a bug for gain is treated like cheating; report it to staff.', 'warning'),
  ('gameplay', 3, 'Fair trading',
   'Scamming other players in trades or the auction house is not allowed.', 'warning'),
  ('gameplay', 4, 'AFK farming',
   'Stay near your farms only while you are actually playing.', 'normal'),
  ('building', 1, 'No griefing',
   'Never destroy, change or steal from builds that are not yours.', 'critical'),
  ('building', 2, 'Keep your distance',
   'Build at least 50 blocks away from another player’s claim unless invited.', 'warning'),
  ('building', 3, 'Lag-friendly builds',
   'Avoid huge redstone clocks and entity farms that slow the server down.', 'normal')
) as r (anchor, position, title, description, severity)
join public.rule_sections s on s.anchor = r.anchor and s.lang = 'en';

insert into public.staff_members
  (position, name, role, description, minecraft_username, discord_tag, github_username,
   twitter_username, playtime_hours, reports)
values
  (1, 'Odin', 'Owner', 'Founded the server and keeps the nine realms running.', 'OdinAllfather',
   'odin.allfather', 'odin-allfather', 'odin_norsecraft', 2840, 96),
  (2, 'Frigg', 'Owner', 'Runs events, partnerships and the community side of things.', 'FriggQueen',
   'frigg.queen', null, 'frigg_norsecraft', 2215, 88),
  (3, 'Loki', 'Developer', 'Writes the custom plugins, quests and, allegedly, most of the bugs.', 'LokiCodes',
   'loki.codes', 'loki-codes', null, 1630, 23),
  (4, 'Tyr', 'Moderator', 'Keeps chat civil and settles disputes with a steady hand.', 'TyrJustice',
   'tyr.justice', null, null, 1980, 210),
  (5, 'Eir', 'Helper', 'Answers new players’ questions and shows them around Midgard.', 'EirHealer',
   'eir.healer', null, null, 940, 57),
  (6, 'Brokkr', 'Builder', 'Dwarven forges and halls', 'BrokkrForge',
   null, null, null, 0, 0),
  (7, 'Sindri', 'Builder', 'Spawn and the great bridge', 'SindriSmith',
   null, null, null, 0, 0),
  (8, 'Idunn', 'Builder', 'Landscapes and gardens', 'IdunnGardens',
   null, null, null, 0, 0);

insert into public.wiki_categories (position, title, slug, icon) values
  (1, 'Getting Started', 'getting-started', 'compass'),
  (2, 'Combat', 'combat', 'swords'),
  (3, 'Economy', 'economy', 'coins'),
  (4, 'Realms', 'realms', 'mountain'),
  (5, 'Guilds', 'guilds', 'shield'),
  (6, 'Building', 'building', 'hammer');

insert into public.wiki_articles (category_id, position, title, slug, body, status)
select c.id, a.position, a.title, a.slug, a.body, 'published'
from (values
  ('getting-started', 1, 'Joining the server', 'joining-the-server',
   'Add play.norsecraft.net to your server list in the game, on the latest release. You arrive at the longship harbour in Midgard; the signs there point to the rules, the starter kit and the first quests.'),
  ('getting-started', 2, 'Your first night', 'your-first-night',
   'Draugr walk after dark. Before the sun sets, build a shelter of logs or dig into a hillside, light it with torches and keep a bed: sleeping skips the night and sets where you return after a fall.'),
  ('getting-started', 3, 'Claiming land', 'claiming-land',
   'Use a golden shovel on two corners to claim the land between them. Every player starts with room for a longhouse and earns more by playing; nobody else can build or open chests inside your claim.'),
  ('getting-started', 4, 'Commands overview', 'commands-overview',
   E'The commands every player uses:\n\n- `/spawn` takes you back to the harbour\n- `/home` to your bed\n- `/claim` shows your claims\n- `/guild` manages your guild\n- `/vote` lists the vote sites\n\n`/help` in game lists every command you may use.'),
  ('combat', 1, 'Weapon tiers', 'weapon-tiers',
   'Weapons are ranked from B to S++. A higher tier hits harder and often carries an ability; the Items Database lists every weapon with its tier, stats and the set it belongs to.'),
  ('combat', 2, 'Abilities and cooldowns', 'abilities-and-cooldowns',
   'Some items carry an ability you trigger with the offhand key. After use it rests for its cooldown, shown in seconds on the item card; stronger abilities rest longer.'),
  ('combat', 3, 'Raid mechanics', 'raid-mechanics',
   'Raids are timed fights against a realm boss for a guild or a group of up to ten. The event calendar shows when the next raid opens; loot is shared among everyone who dealt damage.'),
  ('combat', 4, 'PvP arenas', 'pvp-arenas',
   'Fighting other players is allowed only in the arenas and in Muspelheim. Arena fights keep your inventory; in Muspelheim you drop what you carry, so bring only what you can lose.'),
  ('economy', 1, 'Gold, silver and copper', 'gold-silver-and-copper',
   'The server counts money in copper: 100 copper make a silver and 100 silver a gold, written like 40g 1s 5c. You earn it from quests, votes and trading.'),
  ('economy', 2, 'Auction house guide', 'auction-house-guide',
   'Every listing runs for a set time and goes to the highest bid when it ends. You need an account on this site to bid; a bid must beat the current one, and the auction page shows the smallest bid accepted.'),
  ('economy', 3, 'Player shops', 'player-shops',
   'Place a chest and a sign with the item and price to open a shop inside your claim. Buyers pay in copper, silver or gold and the takings wait in the chest.'),
  ('economy', 4, 'Vote rewards', 'vote-rewards',
   'Voting for the server on the three vote sites, once a day each, gives items and coins. See the Votes page for the sites and what each one rewards.'),
  ('realms', 1, 'Midgard', 'midgard',
   'The realm of players: the harbour, the towns and most claims. Calm, with draugr only at night; the best place to build your first home.'),
  ('realms', 2, 'Niflheim', 'niflheim',
   'A frozen realm of fog and ice caves. Bring warm armour: without it the cold wears you down. Its mines hold the blue ice the best weapons are forged from.'),
  ('realms', 3, 'Muspelheim', 'muspelheim',
   'The realm of fire, open to player fights. Rich in ore and dangerous; fire giants patrol the lava rivers.'),
  ('realms', 4, 'Asgard', 'asgard',
   'The realm of the gods, reached through the Bifrost once you finish the main quest line. Home of the raid halls and the hall of fame.'),
  ('guilds', 1, 'Founding a guild', 'founding-a-guild',
   'Any player with 50 hours played can found a guild with /guild create. Invite members with /guild invite; a guild holds up to 50 members.'),
  ('guilds', 2, 'Guild levels', 'guild-levels',
   'Guilds level up from quests and raids done together. Each level unlocks a perk, such as a larger shared claim or a guild banner.'),
  ('guilds', 3, 'Guild wars', 'guild-wars',
   'Two guilds of level 10 or more can declare war for a weekend. Wars are fought in Muspelheim and the arenas, never in Midgard claims.'),
  ('guilds', 4, 'Shared storage', 'shared-storage',
   'A guild vault is a chest all members can open, placed in the guild hall. Officers decide who may take out what.'),
  ('building', 1, 'Building rules', 'building-rules',
   'Build inside your claim, keep at least ten blocks from the next claim unless you agree otherwise, and no lag machines. The Rules page has the full list.'),
  ('building', 2, 'Norse longhouse tutorial', 'norse-longhouse-tutorial',
   'A longhouse is long and narrow: a stone base, log walls, a steep roof of dark oak stairs and a hearth in the middle. Start with a 7 × 15 floor and build the roof before the walls look finished.'),
  ('building', 3, 'Redstone limits', 'redstone-limits',
   'Farms and contraptions are welcome within limits: at most 32 pistons and 4 hoppers per chunk, and no clocks that run while you are offline.'),
  ('building', 4, 'Build contests', 'build-contests',
   'Builders run a contest each season with a theme posted on the calendar. Entries are judged by the builders and the winners are shown at the harbour.')
) as a (category, position, title, slug, body)
join public.wiki_categories c on c.slug = a.category and c.lang = 'en';

insert into public.wiki_highlights (position, icon, title, description) values
  (1, 'tower', 'Built around the sagas', 'Every realm, boss and quest line draws on Norse mythology.'),
  (2, 'people', 'Run by players', 'A small volunteer team that plays on the server every day.'),
  (3, 'gear', 'Custom plugins', 'Items, abilities and raids written for this server alone.');

insert into public.wiki_timeline (position, month, title, description) values
  (1, '2024-03', 'The longship lands', 'Norsecraft opens its gates to the first settlers.'),
  (2, '2024-04', 'Custom items', 'Tiered armor, weapons and abilities arrive with the Items Database.'),
  (3, '2024-05', 'Raids and guilds', 'The first raid bosses and the guild system go live.');
