/** The public page of a player (`/players/:name` in the page manifest), by any name they had. */
export function playerPagePath(name: string): string {
  return `/players/${encodeURIComponent(name)}`;
}

/** The command a member types in game to link their account (the code their settings show). */
export const linkCommand = (code: string) => `/link ${code}`;
