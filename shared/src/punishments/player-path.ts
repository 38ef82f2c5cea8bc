/** The history page of a player (`/punishments/:player` in the page manifest). */
export function playerHistoryPath(playerName: string): string {
  return `/punishments/${encodeURIComponent(playerName)}`;
}
