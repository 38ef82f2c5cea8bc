import type { PlayerProfile } from '@norsecraft/shared';
import { playerSummary } from './player-summary';

const player = (fields: Partial<PlayerProfile> = {}): PlayerProfile => ({
  name: 'Sif',
  uuid: 'c41080a4-424b-3514-a71e-b04bbabd3cda',
  requested_is_current: true,
  names: [],
  first_seen_at: '2026-11-03T10:00:00Z',
  seen_at: '2026-11-27T10:00:00Z',
  member: null,
  votes: { month: '2026-11', this_month: 12, streak: 3 },
  punishments: {
    total: 3,
    in_force: 0,
    counts: { ban: 1, mute: 2, kick: 0, warn: 0, other: 0 },
    recent: [],
  },
  ...fields,
});

it('says since when, the votes this month and the record', () => {
  expect(playerSummary(player())).toBe(
    'Playing since Nov 3, 2026: 12 votes this month, 3 punishments on record.',
  );
  expect(
    playerSummary(
      player({
        first_seen_at: null,
        votes: { month: '2026-11', this_month: 1, streak: 1 },
        punishments: { ...player().punishments, total: 0 },
      }),
    ),
  ).toBe('A player: 1 vote this month, a clean record.');
});
