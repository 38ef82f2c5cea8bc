import type { StaffMember, StaffRole } from './staff';

/** The ranks from the top, each with the heading its group gets on the staff page. */
export const RANKS: readonly { role: StaffRole; title: string }[] = [
  { role: 'Owner', title: 'Owners' },
  { role: 'Developer', title: 'Developers' },
  { role: 'Moderator', title: 'Moderators' },
  { role: 'Helper', title: 'Helpers' },
];

export interface RankGroup {
  role: StaffRole;
  title: string;
  members: StaffMember[];
}

/** The staff by rank, highest first, each rank's members in their listed order; empty ranks left out. */
export function groupByRank(staff: readonly StaffMember[]): RankGroup[] {
  return RANKS.map(({ role, title }) => ({
    role,
    title,
    members: staff.filter((member) => member.role === role),
  })).filter((group) => group.members.length > 0);
}
