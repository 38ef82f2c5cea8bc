import type { StaffMember, StaffRole } from './staff';
import { groupByRank } from './group-by-rank';

let nextId = 1;
const member = (name: string, role: StaffRole): StaffMember => ({
  id: nextId++,
  name,
  role,
  description: '',
  minecraft_username: name,
  discord_tag: name,
  stats: { playtimeHours: 0, warnings: 0, bans: 0, reports: 0 },
});

it('groups the staff by rank from the top, keeping each rank in its listed order', () => {
  const groups = groupByRank([
    member('Eir', 'Helper'),
    member('Odin', 'Owner'),
    member('Tyr', 'Moderator'),
    member('Frigg', 'Owner'),
  ]);
  expect(groups.map((group) => [group.title, group.members.map((m) => m.name)])).toEqual([
    ['Owners', ['Odin', 'Frigg']],
    ['Moderators', ['Tyr']],
    ['Helpers', ['Eir']],
  ]);
});
