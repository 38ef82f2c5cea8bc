-- Local development data: items, punishments, calendar events, auction listings, leaderboard
-- scores and two dev accounts. Runs after the migrations on a new local database only; never
-- apply it to production. Dates are relative to now() so the data stays current.

-- Dev accounts (password "Password1" for both). The auth.users trigger creates their
-- public.users rows and default profiles. Hosted's auth.users has no defaults for these
-- columns, and GoTrue reads every token column as a string: all are set, to '' where unused.
-- bcrypt cost 10 is GoTrue's own, so signing in takes as long as for a signed-up user.
insert into auth.users
  (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
   confirmation_token, recovery_token, email_change_token_new, email_change,
   email_change_token_current, email_change_confirm_status, phone_change, phone_change_token,
   reauthentication_token, raw_app_meta_data, raw_user_meta_data, is_super_admin, is_sso_user,
   is_anonymous, created_at, updated_at)
values
  ('00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000001',
   'authenticated', 'authenticated', 'admin@example.com',
   extensions.crypt('Password1', extensions.gen_salt('bf', 10)), now() - interval '90 days',
   '', '', '', '', '', 0, '', '', '',
   '{"provider": "email", "providers": ["email"]}', '{}', false, false, false,
   now() - interval '90 days', now() - interval '90 days'),
  ('00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000002',
   'authenticated', 'authenticated', 'member@example.com',
   extensions.crypt('Password1', extensions.gen_salt('bf', 10)), now() - interval '30 days',
   '', '', '', '', '', 0, '', '', '',
   '{"provider": "email", "providers": ["email"]}', '{}', false, false, false,
   now() - interval '30 days', now() - interval '30 days');

-- Hosted GoTrue signs e-mail users in through their identity row.
insert into auth.identities
  (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select gen_random_uuid(), id::text, id,
  jsonb_build_object('sub', id::text, 'email', email, 'email_verified', true),
  'email', created_at, created_at, updated_at
from auth.users
where id in ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002');

-- The role first: an admin may hold a staff name, so the game name becomes the public name.
insert into public.user_roles (user_id, role_id)
select 'a0000000-0000-4000-8000-000000000001', id from public.roles where name = 'admin';

update public.profiles set minecraft_username = 'Allfather_Admin', privacy_setting = 'public'
where id = 'a0000000-0000-4000-8000-000000000001';
update public.profiles set minecraft_username = 'Shieldmaiden_Sif'
where id = 'a0000000-0000-4000-8000-000000000002';

-- Items ----------------------------------------------------------------------------------------
insert into public.items (name, description, "set", rarity, tier, category, stats, ability) values
  -- Odin's Regalia
  ('Helm of the Allfather', 'A winged helm said to grant a glimpse of what the ravens see.',
   'Odin''s Regalia', 'Mythic', 'S++', 'armor',
   '{"defense": 24, "health": 40, "wisdom": 15}', null),
  ('Raven-Feather Mantle', 'A cloak woven from Huginn''s and Muninn''s shed feathers.',
   'Odin''s Regalia', 'Mythic', 'S++', 'armor',
   '{"defense": 32, "health": 60, "speed": 5}', null),
  ('Greaves of Hlidskjalf', 'Forged on the high seat from which all nine realms can be seen.',
   'Odin''s Regalia', 'Legendary', 'S+', 'armor',
   '{"defense": 26, "health": 35}', null),
  ('Sleipnir''s Stride Boots', 'Eight-legged swiftness, bound into two boots.',
   'Odin''s Regalia', 'Legendary', 'S+', 'armor',
   '{"defense": 14, "speed": 20, "jump_height": 2}', null),
  -- Jotunheim Frost
  ('Frost Giant Crown', 'Ice that never melts, cut from the halls of Utgard.',
   'Jotunheim Frost', 'Epic', 'S', 'armor',
   '{"defense": 18, "frost_resistance": 30}', null),
  ('Rime-Scale Chestplate', 'Scales of frozen sea-serpent hide, cold to the touch.',
   'Jotunheim Frost', 'Epic', 'S', 'armor',
   '{"defense": 28, "health": 30, "frost_resistance": 25}', null),
  ('Glacier Leggings', 'Heavy, slow and nearly unbreakable.',
   'Jotunheim Frost', 'Epic', 'A', 'armor',
   '{"defense": 22, "speed": -5, "knockback_resistance": 40}', null),
  ('Ymir''s Sabatons', 'Carved from the first giant''s frozen bones.',
   'Jotunheim Frost', 'Rare', 'A', 'armor',
   '{"defense": 12, "frost_resistance": 20}', null),
  -- Valkyrie's Grace
  ('Valkyrie Winged Helm', 'Worn by the choosers of the slain.',
   'Valkyrie''s Grace', 'Legendary', 'S', 'armor',
   '{"defense": 16, "speed": 10, "health": 20}', null),
  ('Shieldmaiden Hauberk', 'Light mail that turns blades without slowing its wearer.',
   'Valkyrie''s Grace', 'Epic', 'S', 'armor',
   '{"defense": 22, "speed": 8}', null),
  ('Einherjar Vambraces', 'Given to warriors who fell with honour.',
   'Valkyrie''s Grace', 'Rare', 'A', 'armor',
   '{"defense": 10, "damage": 4, "attack_speed": "+6%"}', null),
  -- Fenrir Hide
  ('Fenrir Pelt Hood', 'Grey fur from the bound wolf; it still smells of storm.',
   'Fenrir Hide', 'Rare', 'B', 'armor',
   '{"defense": 8, "speed": 6}', null),
  ('Wolfskin Jerkin', 'Favoured by ulfhednar scouts in the pine forests.',
   'Fenrir Hide', 'Uncommon', 'B', 'armor',
   '{"defense": 12, "health": 10}', null),
  ('Gleipnir-Bound Bracers', 'Laced with a thread as thin as silk and stronger than iron.',
   'Fenrir Hide', 'Epic', 'A', 'armor',
   '{"defense": 9, "critical_chance": "+8%"}', null),
  -- Weapons
  ('Mjolnir', 'The hammer of Thor. Returns to the hand that threw it.',
   null, 'Mythic', 'S++', 'weapon',
   '{"damage": 48, "attack_speed": 0.9, "lightning_damage": 20}', null),
  ('Gungnir', 'Odin''s spear: it never misses its mark.',
   null, 'Mythic', 'S++', 'weapon',
   '{"damage": 44, "reach": 4, "critical_chance": "+25%"}', null),
  ('Gram', 'The sword Sigurd used to slay Fafnir, reforged.',
   null, 'Legendary', 'S+', 'weapon',
   '{"damage": 38, "attack_speed": 1.6, "dragon_damage": 30}', null),
  ('Tyrfing', 'A cursed blade that kills each time it is drawn.',
   null, 'Legendary', 'S+', 'weapon',
   '{"damage": 40, "attack_speed": 1.4, "health": -10}', null),
  ('Laevateinn', 'Loki''s wand of harm, burning with Muspel''s fire.',
   'Muspel Flame', 'Legendary', 'S', 'weapon',
   '{"damage": 34, "fire_damage": 18}', null),
  ('Surtr''s Cinderblade', 'A sliver of the sword that will set the worlds ablaze.',
   'Muspel Flame', 'Epic', 'S', 'weapon',
   '{"damage": 30, "fire_damage": 12, "attack_speed": 1.5}', null),
  ('Hofund', 'Heimdall''s sword, bright as the rainbow bridge.',
   null, 'Epic', 'A', 'weapon',
   '{"damage": 28, "attack_speed": 1.6, "speed": 4}', null),
  ('Skofnung', 'The sword of King Hrolf, blessed by twelve berserkers.',
   null, 'Epic', 'A', 'weapon',
   '{"damage": 27, "critical_chance": "+10%"}', null),
  ('Ullr''s Longbow', 'The winter hunter''s yew bow, strung with reindeer sinew.',
   null, 'Rare', 'A', 'weapon',
   '{"damage": 22, "range": 40, "draw_speed": 1.2}', null),
  ('Draugr Bone Axe', 'Hewn from the barrow of a restless dead king.',
   'Draugr Bone', 'Rare', 'B', 'weapon',
   '{"damage": 20, "attack_speed": 1.0, "lifesteal": "+4%"}', null),
  ('Seax of the Longship', 'A short raider''s knife, quick in close quarters.',
   null, 'Common', 'B', 'weapon',
   '{"damage": 12, "attack_speed": 2.0}', null),
  ('Runestone Maul', 'An old runestone lashed to an oak haft.',
   'Draugr Bone', 'Uncommon', 'C', 'weapon',
   '{"damage": 26, "attack_speed": 0.7, "speed": -8}', null),
  -- Abilities
  ('Berserkergang', 'Enter the bear-shirt fury: more damage, less defense.',
   null, 'Legendary', 'S+', 'ability',
   '{"damage": 20, "defense": -10}',
   '{"name": "Berserkergang", "description": "Gain 40% damage and immunity to fear for 10 seconds.", "cooldown": 90}'),
  ('Bifrost Step', 'Walk the rainbow bridge for a heartbeat.',
   null, 'Mythic', 'S++', 'ability',
   '{"speed": 30}',
   '{"name": "Bifrost Step", "description": "Teleport up to 20 blocks in the direction you face.", "cooldown": 30}'),
  ('Fimbulwinter', 'Call the great winter down on your foes.',
   'Jotunheim Frost', 'Legendary', 'S', 'ability',
   '{"frost_damage": 25}',
   '{"name": "Fimbulwinter", "description": "Freeze enemies within 8 blocks for 4 seconds.", "cooldown": 120}'),
  ('Thor''s Wrath', 'Lightning answers when you raise your hand.',
   null, 'Epic', 'S', 'ability',
   '{"lightning_damage": 35}',
   '{"name": "Thor''s Wrath", "description": "Strike the target block with lightning three times.", "cooldown": 45}'),
  ('Ravens'' Sight', 'Huginn and Muninn fly ahead and report back.',
   'Odin''s Regalia', 'Epic', 'A', 'ability',
   '{"perception": 20}',
   '{"name": "Ravens'' Sight", "description": "Reveal nearby players and mobs through walls for 15 seconds.", "cooldown": 60}'),
  ('Valkyrie''s Call', 'A choir of shieldmaidens lifts the fallen.',
   'Valkyrie''s Grace', 'Legendary', 'S+', 'ability',
   '{"health": 50}',
   '{"name": "Valkyrie''s Call", "description": "Revive at half health once when you would die.", "cooldown": 300}'),
  ('Loki''s Deception', 'Leave a shimmering double behind.',
   null, 'Rare', 'A', 'ability',
   '{"speed": 10}',
   '{"name": "Loki''s Deception", "description": "Become invisible and leave a decoy for 6 seconds.", "cooldown": 75}'),
  ('Einherjar Rally', 'Sound the horn and your allies fight harder.',
   null, 'Rare', 'B', 'ability',
   '{"damage": 5, "defense": 5}',
   '{"name": "Einherjar Rally", "description": "Allies within 10 blocks gain Strength I for 20 seconds.", "cooldown": 180}'),
  ('Hearth Blessing', 'A quiet prayer to Frigg by the longhouse fire.',
   null, 'Common', 'C', 'ability',
   '{"health": 10}',
   '{"name": "Hearth Blessing", "description": "Regenerate 4 hearts over 8 seconds.", "cooldown": 40}');

-- Punishments ----------------------------------------------------------------------------------
insert into public.punishments (player_name, type, reason, date, staff_name, active, expires) values
  ('LokiTrickster99', 'ban', 'Using a fly hack in the Asgard arena', now() - interval '2 days', 'Heimdall_Watch', true, null),
  ('Griefer_Grim', 'ban', 'Griefing the Midgard spawn longhouses', now() - interval '5 days', 'Tyr_Justice', true, now() + interval '25 days'),
  ('xX_Fenrir_Xx', 'ban', 'X-ray resource pack', now() - interval '40 days', 'Heimdall_Watch', false, now() - interval '10 days'),
  ('RuneSpammer', 'mute', 'Spamming trade offers in global chat', now() - interval '6 hours', 'Freya_Mod', true, now() + interval '18 hours'),
  ('ToxicTroll_88', 'mute', 'Harassing new players', now() - interval '3 days', 'Freya_Mod', true, now() + interval '4 days'),
  ('Bragi_Loud', 'mute', 'Excessive caps after a warning', now() - interval '12 days', 'Forseti_Helper', false, now() - interval '11 days'),
  ('Ulfr_Red', 'mute', 'Advertising another server', now() - interval '20 days', 'Tyr_Justice', false, now() - interval '13 days'),
  ('AFK_Viking', 'kick', 'AFK farming at the mob grinder', now() - interval '1 day', 'Forseti_Helper', false, null),
  ('Hrafn_Blade', 'kick', 'Spawn camping in the raid zone', now() - interval '4 days', 'Heimdall_Watch', false, null),
  ('Skald_Sven', 'kick', 'Bypassing the AFK timer with a macro', now() - interval '9 days', 'Freya_Mod', false, null),
  ('Draugr_King', 'warn', 'Building too close to another guild''s hall', now() - interval '8 hours', 'Forseti_Helper', true, now() + interval '6 days'),
  ('SigurdSlayer', 'warn', 'Inappropriate sign text', now() - interval '2 days', 'Freya_Mod', true, now() + interval '12 days'),
  ('Thyra_Stone', 'warn', 'Minor chat rule violation', now() - interval '30 days', 'Forseti_Helper', false, now() - interval '16 days'),
  ('Einar_Oakheart', 'warn', 'Leaving lava flows unattended near spawn', now() - interval '15 days', 'Tyr_Justice', false, now() - interval '1 day'),
  ('Ketil_Flatnose', 'other', 'Ban on trading for a scam attempt', now() - interval '7 days', 'Tyr_Justice', true, now() + interval '23 days'),
  ('Bjorn_Ironside', 'other', 'Guild hall claim removed after inactivity', now() - interval '45 days', 'Heimdall_Watch', false, null),
  ('Astrid_Frost', 'ban', 'Duplication glitch abuse', now() - interval '60 days', 'Odin_Owner', false, now() - interval '30 days'),
  ('Halfdan_Black', 'ban', 'Real-money trading of in-game gold', now() - interval '14 days', 'Odin_Owner', true, null),
  ('Gunnar_Lodbrok', 'mute', 'Threats in voice chat', now() - interval '1 day', 'Heimdall_Watch', true, now() + interval '6 days'),
  ('Ivar_Boneless', 'kick', 'Lag machine at the market square', now() - interval '2 hours', 'Forseti_Helper', false, null),
  ('Erik_TheRed', 'warn', 'Killing tamed wolves of other players', now() - interval '5 hours', 'Freya_Mod', true, now() + interval '13 days'),
  ('Olaf_Tryggve', 'other', 'Temporary build restriction in the capital', now() - interval '3 days', 'Tyr_Justice', true, now() + interval '4 days');

-- Calendar events: this month and next, relative to the current date --------------------------
insert into public.calendar_events (title, date, time, description, type, created_by)
select e.title, (date_trunc('month', current_date) + e.day_offset)::date, e.time::time, e.description,
  e.type, 'a0000000-0000-4000-8000-000000000001'
from (values
  ('Blot at the Great Hall', interval '2 days', '19:00', 'Seasonal feast with rewards for every attendee.', 'event'),
  ('Jotunheim Raid', interval '5 days', '20:00', 'Storm the frost giants'' fortress. Bring fire resistance.', 'raid'),
  ('Server Maintenance', interval '9 days', '06:00', 'Plugin updates; about 30 minutes of downtime.', 'maintenance'),
  ('Build Contest: Longships', interval '12 days', '18:00', 'Build a longship at the harbour. Voting on Sunday.', 'event'),
  ('Fenrir Hunt', interval '15 days', '21:00', 'Guild raid on the wolf''s lair.', 'raid'),
  ('Thing Assembly', interval '15 days', '17:00', 'Community meeting about rule changes.', 'event'),
  ('Map Reset of the Resource World', interval '20 days', '05:00', null, 'maintenance'),
  ('Winter Nights Games', interval '24 days', '16:00', 'Archery, sled racing and tug of war.', 'event'),
  ('Ragnarok Rehearsal', interval '1 month 3 days', '20:00', 'Server-wide boss event with Surtr.', 'raid'),
  ('Server Maintenance', interval '1 month 7 days', '06:00', 'Java version upgrade.', 'maintenance'),
  ('Skald Night', interval '1 month 10 days', '19:30', 'Share stories and songs at the spawn campfire.', 'event'),
  ('Valhalla Tournament', interval '1 month 18 days', '18:00', 'PvP tournament, 1v1 brackets.', 'event')
) as e (title, day_offset, time, description, type);

-- Auction listings: the sample ones run in rounds of 2.5 hours; ends spread over the next round
insert into public.auction_listings
  (item, seller, starting_bid, current_bid, end_time, rarity, description, image_url, repeats)
values
  ('Netherite Sword of Tyr', 'Heimdall_Watch', 250000, 265000, now() + interval '25 minutes',
   'Legendary', 'Sharpness V, Unbreaking III, Mending. Forged for the one-handed god of war.',
   'https://assets.mcasset.cloud/1.20.4/assets/minecraft/textures/item/netherite_sword.png', true),
  ('Frostbite Diamond Sword', 'Skadi_Hunter', 48000, 48000, now() + interval '1 hour 40 minutes',
   'Rare', 'Sharpness III with a frost-blue name tag.',
   'https://assets.mcasset.cloud/1.20.4/assets/minecraft/textures/item/diamond_sword.png', true),
  ('Rime-Scale Chestplate', 'Ymir_Smith', 120000, 131500, now() + interval '55 minutes',
   'Epic', 'Protection IV diamond chestplate from the Jotunheim Frost set.',
   'https://assets.mcasset.cloud/1.20.4/assets/minecraft/textures/item/diamond_chestplate.png', true),
  ('Helm of the Allfather', 'Odin_Owner', 180000, 180000, now() + interval '2 hours 20 minutes',
   'Epic', 'Netherite helmet with Respiration III and Aqua Affinity.',
   'https://assets.mcasset.cloud/1.20.4/assets/minecraft/textures/item/netherite_helmet.png', true),
  ('Ullr''s Longbow', 'Skadi_Hunter', 75000, 82000, now() + interval '1 hour 10 minutes',
   'Epic', 'Power V, Infinity, Flame. Never runs out of arrows.',
   'https://assets.mcasset.cloud/1.20.4/assets/minecraft/textures/item/bow.png', true),
  ('Enchanted Golden Apple', 'Idun_Orchard', 60000, 60000, now() + interval '15 minutes',
   'Rare', 'Picked from Idun''s orchard. Absorption IV and Regeneration II.',
   'https://assets.mcasset.cloud/1.20.4/assets/minecraft/textures/item/golden_apple.png', true),
  ('Totem of Undying', 'Hel_Keeper', 400000, 400000, now() + interval '2 hours 5 minutes',
   'Legendary', 'Cheat death once. Only three exist on the server.',
   'https://assets.mcasset.cloud/1.20.4/assets/minecraft/textures/item/totem_of_undying.png', true),
  ('Iron Boots of the Longship', 'Bjorn_Ironside', 50000, 50000, now() + interval '40 minutes',
   'Common', '',
   'https://assets.mcasset.cloud/1.20.4/assets/minecraft/textures/item/iron_boots.png', true);

-- Bid history behind the listings whose current bid is above the start. The log shows each
-- bidder's display name; who placed a bid is kept privately (migration 20261123000200).
with bids as (
  select l.id as listing_id, l.item, u.id as user_id, b.amount, now() - b.ago as at
  from (values
    ('Netherite Sword of Tyr', 'member@example.com', 255000::bigint, interval '50 minutes'),
    ('Netherite Sword of Tyr', 'admin@example.com', 265000::bigint, interval '20 minutes'),
    ('Rime-Scale Chestplate', 'member@example.com', 131500::bigint, interval '35 minutes'),
    ('Ullr''s Longbow', 'admin@example.com', 82000::bigint, interval '10 minutes')
  ) as b (item, email, amount, ago)
  join public.auction_listings l on l.item = b.item
  join public.users u on u.email = b.email
),
logs as (
  insert into public.auction_logs (listing_id, item_name, bidder, amount, "timestamp", notified_at)
  select listing_id, item, private.display_name(user_id), amount, at, at from bids
  returning id, listing_id, amount
)
insert into private.auction_log_bidders (log_id, user_id)
select logs.id, bids.user_id
from logs join bids on bids.listing_id = logs.listing_id and bids.amount = logs.amount;

-- Leaderboards ----------------------------------------------------------------------------------
insert into public.elder_clicker_scores (username, score) values
  ('Ragnar', 1250000), ('Lagertha', 982340), ('Floki', 450120), ('Rollo', 210000),
  ('Bjorn', 98765), ('Aslaug', 45210), ('Ubbe', 12000);
insert into public.flappy_steve_scores (username, score) values
  ('Hvitserk', 87), ('Torvi', 64), ('Harald', 51), ('Ivar', 42), ('Gyda', 23), ('Sigurd', 9);
-- One board row of the dev member, under the name they claimed (submit_score records both).
insert into private.leaderboard_names (name_key, user_id)
values ('shieldmaiden_sif', 'a0000000-0000-4000-8000-000000000002');
insert into public.flappy_steve_scores (username, score, user_id)
values ('Shieldmaiden_Sif', 58, 'a0000000-0000-4000-8000-000000000002');

