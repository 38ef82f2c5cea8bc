import { t } from '../i18n';
import type { StaffMember, StaffRole } from './staff';

/** The ranks from the top, each with the heading its group gets on the staff page. */
const RANKS = [
  { role: 'Owner', title: () => t('staff.owners') },
  { role: 'Developer', title: () => t('staff.developers') },
  { role: 'Moderator', title: () => t('staff.moderators') },
  { role: 'Helper', title: () => t('staff.helpers') },
] as const satisfies readonly { role: StaffRole; title: () => string }[];

export interface RankGroup {
  role: StaffRole;
  title: string;
  members: StaffMember[];
}

/** The staff by rank, highest first, each rank's members in their listed order; empty ranks left out. */
export function groupByRank(staff: readonly StaffMember[]): RankGroup[] {
  return RANKS.map(({ role, title }) => ({
    role,
    title: title(),
    members: staff.filter((member) => member.role === role),
  })).filter((group) => group.members.length > 0);
}
