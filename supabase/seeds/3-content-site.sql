-- The site's content, part 2 (after 2-content-pages.sql): vote sites, store, guilds, quests,
-- achievements, the landing page, the site's settings and a few news posts.

insert into public.vote_sites (position, name, url, items, currency, cooldown_hours, bonus) values
  (1, 'MinecraftServers.org', 'https://minecraftservers.org/server/norsecraft',
   array['1× Vote Key', '16× Golden Carrot']::text[], 5000, 24,
   'Daily streak: +10% per consecutive day, up to 7 days'),
  (2, 'Minecraft-MP', 'https://minecraft-mp.com/server/norsecraft',
   array['1× Vote Key', '8× Experience Bottle']::text[], 3000, 24,
   'Weekly top voter wins a Rare Crate'),
  (3, 'TopG', 'https://topg.org/minecraft-servers/server-norsecraft',
   array['1× Vote Key']::text[], 2000, 24,
   null);

insert into public.store_categories (position, icon, title, description, examples) values
  (1, 'crown', 'VIP Ranks',
   'Support the server and get a chat prefix, extra homes and priority queue.',
   array['Jarl', 'Einherjar', 'Valkyrie']::text[]),
  (2, 'sparkle', 'Cosmetics',
   'Particle trails, pet companions and hats that change nothing but your style.',
   array['Raven companion', 'Aurora trail', 'Horned helm hat']::text[]),
  (3, 'sword', 'Weapons',
   'Weapon skins for your favourite blades and axes, with no stat changes.',
   array['Runed axe skin', 'Frost blade skin']::text[]),
  (4, 'bag', 'Kits',
   'Starter bundles of tools, food and building blocks for a quick start.',
   array['Settler kit', 'Raider kit', 'Builder kit']::text[]);

insert into public.guilds (position, name, leader, members, level, focus) values
  (1, 'Sons of Ragnar', 'RagnarLothbrok', 48, 50, 'PvP'),
  (2, 'Shieldwall', 'ShieldMaidenLagertha', 42, 45, 'Raids'),
  (3, 'Longship Builders', 'FlokiBuilds', 35, 40, 'Building');

insert into public.quests (position, title, difficulty, time_limit, rewards, description) values
  (1, 'Fish for the Feast', 'Easy', '1 day',
   array['50s', '10× Cooked Salmon']::text[],
   'Catch 20 fish for the mead hall’s evening feast.'),
  (2, 'The Draugr Barrow', 'Medium', '3 days',
   array['2g', 'Barrow Key']::text[],
   'Clear the haunted barrow north of spawn and recover the chieftain’s ring.'),
  (3, 'Bind the Wolf', 'Hard', '7 days',
   array['10g', 'Gleipnir Chain', 'Wolfslayer title']::text[],
   'Gather the six impossible ingredients and bind Fenrir before he breaks free.');

insert into public.achievements (position, title, description, progress, total, reward, unlocked) values
  (1, 'First Blood', 'Defeat your first hostile creature.', 1, 1, '10s', true),
  (2, 'Draugr Slayer', 'Defeat 100 draugr.', 64, 100, '1g', false),
  (3, 'Realm Walker', 'Visit all nine realms.', 4, 9, 'Bifrost Trail', false),
  (4, 'Master Builder', 'Place 10,000 blocks.', 10000, 10000, 'Builder title', true);

insert into public.landing_features (position, icon, title, description) values
  (1, 'rune', 'Norse Mythology',
   'Explore the nine realms, from the frozen wastes of Niflheim to the golden halls of Asgard, each with its own creatures and lore.'),
  (2, 'swords', 'Epic Battles',
   'Fight jötnar, draugr and the serpent of Midgard in raids built for shieldwalls of friends.'),
  (3, 'people', 'Active Community',
   'Join a friendly crew of builders, raiders and traders with events every week and staff who listen.'),
  (4, 'scroll', 'Custom Quests',
   'Follow hand-written quest lines with their own rewards, from fishing trips to hunting Fenrir.');

insert into public.landing_facts (position, label, value, detail) values
  (1, 'CPU', 'AMD Ryzen 9 7950X', '16 cores at up to 5.7 GHz'),
  (2, 'RAM', '64 GB DDR5', 'Plenty of room for every realm'),
  (3, 'Storage', '2 TB NVMe SSD', 'Fast chunk loading, daily backups'),
  (4, 'Anti-lag', 'Tuned server core', 'Entity limits and async chunk saving');

insert into public.landing_texts (tagline, join_steps) values
  ('A Norse-themed survival server: raid, build and write your own saga.',
   'Join copies the address: in Minecraft (Java Edition) open Multiplayer, choose Add Server and paste it.');

-- The addresses the site was built with (shared/src/config/site.ts keeps them as the fallback).
insert into public.site_settings
  (server_address, chat_invite_url, chat_guild_id, map_url, wiki_url, store_url, membership_url,
   support_email)
values
  ('play.norsecraft.net', 'https://discord.gg/norsecraft', '1234567890123456789',
   'https://map.norsecraft.net', 'https://docs.norsecraft.net', '',
   'https://forening.norsecraft.se/bli-medlem', 'support@norsecraft.net');

-- News: written by the dev admin, already told to the chat (nothing is posted from a local seed).
insert into public.news_posts (title, slug, body, status, published_at, pinned, author_id)
values
  ('Winter Nights event this month', 'winter-nights-event',
   E'The **Winter Nights** games are back at the harbour: archery, sled racing and tug of war.\n\n'
   'See the [event calendar](/calendar) for the dates, and bring warm armour.',
   'published', now() - interval '2 days', true, 'a0000000-0000-4000-8000-000000000001'),
  ('New rules on lag machines', 'new-rules-on-lag-machines',
   E'After last week''s slowdowns we added a rule on **lag-friendly builds**.\n\n'
   '## What changes\n\n- Huge redstone clocks are removed on sight\n- Entity farms keep under 100 mobs\n\n'
   'Read the full [server rules](/rules#building).',
   'published', now() - interval '5 days', false, 'a0000000-0000-4000-8000-000000000001'),
  ('The Jotunheim raid is open', 'jotunheim-raid-open',
   E'Frost giants hold the fortress in Jotunheim. Guilds of up to ten may storm it from tonight.\n\n'
   '> Bring fire resistance.',
   'published', now() - interval '9 days', false, 'a0000000-0000-4000-8000-000000000001'),
  ('Server maintenance next week', 'maintenance-next-week',
   'A short maintenance for plugin updates; about 30 minutes of downtime.',
   'draft', null, false, 'a0000000-0000-4000-8000-000000000001');
update public.news_posts set notified_at = published_at where status = 'published';
