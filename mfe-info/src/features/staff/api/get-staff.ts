import { loadSupabase, readInContentLanguage, unwrap } from '@norsecraft/shared';
import type { Builder, StaffMember } from '../lib/staff';

export const staffKey = ['content', 'staff'] as const;

const MAX_PEOPLE = 200;

export interface Roster {
  /** The rows' language: English on a page of another language that has none of its own yet. */
  lang: string | null;
  staff: StaffMember[];
  builders: Builder[];
}

/**
 * The roster in its order: the staff, with the bans and warnings the punishment record holds for
 * their game name (playtime and reports are kept by staff), then the builders.
 */
export async function getRoster(): Promise<Roster> {
  const client = await loadSupabase();
  const rows = await readInContentLanguage(async (lang) =>
    unwrap(
      await client
        .from('staff_roster')
        .select(
          'id, lang, name, role, description, minecraft_username, discord_tag, github_username, twitter_username, playtime_hours, reports, bans, warnings',
        )
        .eq('lang', lang)
        .order('position')
        .order('id')
        .range(0, MAX_PEOPLE - 1),
    ),
  );
  const roster: Roster = { lang: rows[0]?.lang ?? null, staff: [], builders: [] };
  for (const row of rows) {
    if (row.role === 'Builder') {
      roster.builders.push({
        id: row.id,
        name: row.name,
        minecraft_username: row.minecraft_username,
        specialty: row.description,
      });
      continue;
    }
    roster.staff.push({
      id: row.id,
      name: row.name,
      role: row.role,
      description: row.description,
      minecraft_username: row.minecraft_username,
      discord_tag: row.discord_tag ?? '',
      github_username: row.github_username ?? undefined,
      twitter_username: row.twitter_username ?? undefined,
      stats: {
        playtimeHours: row.playtime_hours,
        warnings: row.warnings,
        bans: row.bans,
        reports: row.reports,
      },
    });
  }
  return roster;
}

/** The page's data: started with its code (and on the server, for its HTML). */
export const staffQuery = { queryKey: staffKey, queryFn: getRoster };
