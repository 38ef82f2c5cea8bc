import { Buffer } from 'node:buffer';
import {
  LITEBANS_TABLES,
  playerNameOf,
  punishesPlayer,
  stripFormatting,
  toBridgePunishment,
  uuidOf,
} from './litebans-row.mjs';

const [bans, , warnings, kicks] = LITEBANS_TABLES;
const now = Date.UTC(2026, 10, 26, 12);
const hour = 3_600_000;
const row = (fields = {}) => ({
  id: 17,
  uuid: '2ccd0bb2-8121-4361-803a-945b8f0644ab',
  reason: 'X-ray',
  banned_by_uuid: '9f0c1a2b-0000-4000-8000-000000000001',
  banned_by_name: 'Tyr_Justice',
  removed_by_name: null,
  time: now - 10 * hour,
  until: -1,
  active: 1,
  ...fields,
});
const context = { source: 'litebans', playerName: 'Ragnar', now };

it('maps a permanent ban in force', () => {
  expect(toBridgePunishment(row(), bans, context)).toEqual({
    source: 'litebans',
    source_id: 'ban:17',
    player_name: 'Ragnar',
    type: 'ban',
    reason: 'X-ray',
    staff_name: 'Tyr_Justice',
    date: new Date(now - 10 * hour).toISOString(),
    expires: null,
    active: true,
    player_uuid: '2ccd0bb2-8121-4361-803a-945b8f0644ab',
    staff_uuid: '9f0c1a2b-0000-4000-8000-000000000001',
  });
  // Older versions wrote 0 for permanent.
  expect(toBridgePunishment(row({ until: 0 }), bans, context)).toMatchObject({
    expires: null,
    active: true,
  });
});

it('a temporary one is in force until it runs out, then inactive', () => {
  const running = toBridgePunishment(row({ until: now + hour }), bans, context);
  expect(running).toMatchObject({ expires: new Date(now + hour).toISOString(), active: true });
  const ranOut = toBridgePunishment(row({ until: now - hour }), bans, context);
  expect(ranOut).toMatchObject({ expires: new Date(now - hour).toISOString(), active: false });
  // LiteBans marks what ran out itself too.
  const marked = row({ until: now - hour, active: 0, removed_by_name: '#expired' });
  expect(toBridgePunishment(marked, bans, context).active).toBe(false);
});

it('a removed one is inactive, whether LiteBans cleared active or only named the remover', () => {
  expect(
    toBridgePunishment(row({ active: 0, removed_by_name: 'Odin' }), bans, context).active,
  ).toBe(false);
  expect(toBridgePunishment(row({ removed_by_name: 'Odin' }), bans, context).active).toBe(false);
  expect(toBridgePunishment(row({ active: Buffer.from([0]) }), bans, context).active).toBe(false);
  expect(toBridgePunishment(row({ active: Buffer.from([1]) }), bans, context).active).toBe(true);
});

it('kicks are instant and never in force; warnings are warns', () => {
  expect(toBridgePunishment(row({ until: 0 }), kicks, context)).toMatchObject({
    source_id: 'kick:17',
    type: 'kick',
    expires: null,
    active: false,
  });
  expect(toBridgePunishment(row(), warnings, context)).toMatchObject({
    source_id: 'warn:17',
    type: 'warn',
  });
});

it('the console, a missing reason, colour codes and unknown names', () => {
  const console = row({ banned_by_uuid: 'CONSOLE', banned_by_name: 'Console', reason: null });
  expect(toBridgePunishment(console, bans, context)).toMatchObject({
    staff_name: 'Console',
    reason: 'No reason given',
  });
  const coloured = row({ reason: '§cHacking &l(fly)', banned_by_name: '&6Freya' });
  expect(toBridgePunishment(coloured, bans, context)).toMatchObject({
    reason: 'Hacking (fly)',
    staff_name: 'Freya',
  });
  const unnamed = toBridgePunishment(row(), bans, { ...context, playerName: null });
  expect(unnamed.player_name).toBe('2ccd0bb2-8121-4361-803a-945b8f0644ab');
  expect(toBridgePunishment(row({ reason: 'x'.repeat(3000) }), bans, context).reason).toHaveLength(
    2048,
  );
});

it('a zero-length punishment ends right after it starts', () => {
  const mapped = toBridgePunishment(row({ until: now - 10 * hour }), bans, context);
  expect(Date.parse(mapped.expires)).toBe(Date.parse(mapped.date) + 1);
});

it('punishesPlayer: not the IP-only rows', () => {
  expect(punishesPlayer(row())).toBe(true);
  expect(punishesPlayer(row({ uuid: '#offline#' }))).toBe(false);
  expect(punishesPlayer(row({ uuid: null }))).toBe(false);
});

it('stripFormatting removes § and & codes only', () => {
  expect(stripFormatting('§aGreen &rReset & more §z')).toBe('Green Reset & more §z');
});

it('makes every row an item the bridge takes: clean text, dates within 2000–2099', () => {
  const item = toBridgePunishment(
    row({
      reason: 'Spam\nin chat\u202E \ud800',
      banned_by_name: '\u2066Tyr\u2069',
      time: -1,
      until: Date.UTC(9999, 11, 31),
    }),
    bans,
    { ...context, playerName: 'Evil\u202Egnp.exe' },
  );
  expect(item).toMatchObject({
    reason: 'Spam in chat \ufffd',
    staff_name: 'Tyr',
    player_name: 'Evilgnp.exe',
    date: '2000-01-01T00:00:00.000Z',
    // An expiry past 2099 stands for "never".
    expires: null,
  });
  // A name with no address on the site: the UUID stands in, as for an unknown name.
  expect(toBridgePunishment(row(), bans, { ...context, playerName: '..' }).player_name).toBe(
    row().uuid,
  );
});

describe('issue 38: who lifted it, when and why; staff named by their UUID', () => {
  const odin = '9f0c1a2b-0000-4000-8000-0000000000aa';
  const lifted = (fields = {}) =>
    row({
      active: 0,
      removed_by_uuid: odin,
      removed_by_name: 'Odin',
      removed_by_date: new Date(now - hour),
      removed_by_reason: '§aAppeal accepted',
      ...fields,
    });

  it('a lift carries its staff, date and reason', () => {
    expect(toBridgePunishment(lifted(), bans, context)).toMatchObject({
      active: false,
      removed_by: 'Odin',
      removed_at: new Date(now - hour).toISOString(),
      removed_reason: 'Appeal accepted',
    });
  });

  it('a lift without a name takes the history’s name of its UUID; the console is Console', () => {
    const staffNames = new Map([[odin, 'Odin_Allfather']]);
    const unnamed = lifted({ removed_by_name: null, removed_by_reason: null });
    expect(toBridgePunishment(unnamed, bans, { ...context, staffNames })).toMatchObject({
      removed_by: 'Odin_Allfather',
    });
    expect(toBridgePunishment(unnamed, bans, { ...context, staffNames }).removed_reason).toBe(
      undefined,
    );
    const byConsole = lifted({ removed_by_uuid: 'CONSOLE', removed_by_name: 'Console' });
    expect(toBridgePunishment(byConsole, bans, context).removed_by).toBe('Console');
  });

  it('what ran out is no lift; a lift dated before the punishment is dated at it', () => {
    const ranOut = row({ until: now - hour, active: 0, removed_by_name: '#expired' });
    expect(toBridgePunishment(ranOut, bans, context)).not.toHaveProperty('removed_by');
    const early = toBridgePunishment(lifted({ removed_by_date: new Date(0) }), bans, context);
    expect(early.removed_at).toBe(early.date);
    // Kicks are never lifted, whatever the row says.
    expect(toBridgePunishment(lifted(), kicks, context)).not.toHaveProperty('removed_by');
  });

  it('the staff’s name from the history when the row has none', () => {
    const staffNames = new Map([['9f0c1a2b-0000-4000-8000-000000000001', 'Heimdall']]);
    expect(
      toBridgePunishment(row({ banned_by_name: null }), bans, { ...context, staffNames })
        .staff_name,
    ).toBe('Heimdall');
    expect(toBridgePunishment(row({ banned_by_name: '' }), bans, context).staff_name).toBe(
      'Console',
    );
  });

  it('uuidOf and playerNameOf: what the bridge takes', () => {
    expect(uuidOf('2CCD0BB2-8121-4361-803A-945B8F0644AB')).toBe(
      '2ccd0bb2-8121-4361-803a-945b8f0644ab',
    );
    for (const none of ['CONSOLE', '#offline#', null, 'tyr']) expect(uuidOf(none)).toBeNull();
    expect(playerNameOf(' Sif\n')).toBe('Sif');
    for (const none of ['..', '', null, '\u202e']) expect(playerNameOf(none)).toBeNull();
  });
});
