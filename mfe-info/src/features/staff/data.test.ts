import { isStaffName } from '@norsecraft/shared';
import { BUILDERS, STAFF } from './data';

// The staff page's people are the names no player may take on the leaderboards or as a public
// name (shared/src/lib/player-names.ts): a staff member added here must be added there.
it.each([...STAFF, ...BUILDERS].flatMap((person) => [person.name, person.minecraft_username]))(
  '%p is reserved for the staff',
  (name) => {
    expect(isStaffName(name)).toBe(true);
  },
);
