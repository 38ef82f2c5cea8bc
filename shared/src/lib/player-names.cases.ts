// Cases of the name rules (player-names.ts), run against the shared rule (player-names.test.ts)
// and against the database's copy (supabase/local/test/db/player-names.test.ts).

/** Names that pass for staff. */
export const STAFF_LIKE = [
  'Admin',
  'admin',
  'ADMIN',
  'Adm1n',
  'TheAdmin99',
  'Odin_Owner',
  'OdinOwner',
  'odin owner',
  'Freya_Mod',
  'ModFreya',
  'Server Moderator',
  '$taff',
  'Loki',
  'OdinAllfather',
  'Tyr_Justice',
  'norsecraft_team',
  'Helper_Bob',
];

/** Names both accept: players' own, also where a staff word hides inside another word. */
export const PLAYER_LIKE = [
  'Ragnar',
  'Modi',
  'Thor Odinson',
  'Lokisson',
  'Odin7',
  'Björn Ö',
  '★★★',
];

/** Names holding invisible or direction-changing characters: [what, name]. */
export const INVISIBLE_LIKE: [string, string][] = [
  ['zero-width spaces only', '\u200b\u200b\u200b'],
  ['a right-to-left override', 'Thor\u202eroht'],
  ['a bidirectional isolate', '\u2067Loki\u2069x'],
  ['Hangul fillers', '\u3164\u3164'],
  ['a blank Braille pattern', '\u2800'],
  ['a no-break space', 'Thor\u00a0Odin'],
  ['a tab', 'Thor\tOdin'],
  ['a tag character', 'Thor\u{e0041}'],
];
