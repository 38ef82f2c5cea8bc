import type { PunishmentType } from '../types/database';
import { STATE_LABELS, punishmentState, type PunishmentStateFields } from './punishment-state';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const YESTERDAY = '2026-11-26T12:00:00Z';
const TOMORROW = '2026-11-28T12:00:00Z';
const LAST_WEEK = '2026-11-20T12:00:00Z';

const row = (fields: Partial<PunishmentStateFields> = {}): PunishmentStateFields => ({
  type: 'ban',
  active: true,
  in_force: true,
  expires: null,
  revoked_at: null,
  revoked_by_name: null,
  revoked_reason: null,
  ...fields,
});

// Every type that can be in force; a kick never is.
const LASTING: PunishmentType[] = ['ban', 'mute', 'warn', 'other'];

describe.each(LASTING)('a %s', (type) => {
  it('in force: until its end, or permanent', () => {
    expect(punishmentState(row({ type, expires: TOMORROW }), NOW)).toEqual({
      kind: 'in-force',
      expires: TOMORROW,
    });
    expect(punishmentState(row({ type }), NOW)).toEqual({ kind: 'in-force', expires: null });
  });

  it('whose time ran out: expired at its end (the flag still says active)', () => {
    expect(punishmentState(row({ type, in_force: false, expires: YESTERDAY }), NOW)).toEqual({
      kind: 'expired',
      at: YESTERDAY,
    });
    expect(
      punishmentState(row({ type, active: false, in_force: false, expires: YESTERDAY }), NOW),
    ).toEqual({ kind: 'expired', at: YESTERDAY });
  });

  it('lifted before its end: lifted then, by whom and why — never "expired" in the future', () => {
    const lifted = row({
      type,
      active: false,
      in_force: false,
      expires: TOMORROW,
      revoked_at: YESTERDAY,
      revoked_by_name: 'Tyr_Lawgiver',
      revoked_reason: 'Appeal accepted',
    });
    expect(punishmentState(lifted, NOW)).toEqual({
      kind: 'lifted',
      at: YESTERDAY,
      by: 'Tyr_Lawgiver',
      reason: 'Appeal accepted',
    });
  });

  it('lifted on a game server that says nothing of it, or a permanent one: lifted', () => {
    for (const expires of [TOMORROW, null]) {
      expect(punishmentState(row({ type, active: false, in_force: false, expires }), NOW)).toEqual({
        kind: 'lifted',
        at: null,
        by: null,
        reason: null,
      });
    }
  });

  it('revoked after its time had run out: expired, at its end', () => {
    const late = row({
      type,
      active: false,
      in_force: false,
      expires: LAST_WEEK,
      revoked_at: YESTERDAY,
      revoked_by_name: 'Tyr_Lawgiver',
    });
    expect(punishmentState(late, NOW)).toEqual({ kind: 'expired', at: LAST_WEEK });
  });
});

it('a kick is neither in force, expired nor lifted, whatever its fields say', () => {
  for (const fields of [
    { active: false, in_force: false },
    { active: true, in_force: true, expires: TOMORROW },
    { active: false, in_force: false, expires: YESTERDAY, revoked_at: YESTERDAY },
  ]) {
    expect(punishmentState(row({ type: 'kick', ...fields }), NOW)).toEqual({ kind: 'kick' });
  }
});

it('each state has its word; a kick none', () => {
  expect(STATE_LABELS).toEqual({
    'in-force': 'Active',
    expired: 'Expired',
    lifted: 'Lifted',
    kick: null,
  });
});
