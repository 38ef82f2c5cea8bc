/**
 * The game server's status as the server-status function answers it (GET
 * /functions/v1/server-status): the function asks the server itself (Server List Ping) and
 * caches the answer, so the site never talks to the game server.
 */
export interface ServerStatus {
  online: boolean;
  players_online: number | null;
  players_max: number | null;
  /** The server's version name, e.g. "1.21.4". */
  version: string | null;
  /** The message of the day without formatting codes. */
  motd: string | null;
  /** Round trip of the ping, in ms. */
  latency_ms: number | null;
  /** When the server was asked (ISO), which may be up to the cache interval ago. */
  checked_at: string;
}

export function offlineStatus(checkedAt: Date = new Date()): ServerStatus {
  return {
    online: false,
    players_online: null,
    players_max: null,
    version: null,
    motd: null,
    latency_ms: null,
    checked_at: checkedAt.toISOString(),
  };
}

/** 'Online · 37/200', or 'Offline'. */
export function serverStatusLabel(status: ServerStatus): string {
  if (!status.online) return 'Offline';
  if (status.players_online === null || status.players_max === null) return 'Online';
  return `Online · ${status.players_online}/${status.players_max}`;
}

/** A function reply read defensively: anything that is not a status counts as offline. */
export function readServerStatus(body: unknown): ServerStatus {
  const value = body as Partial<ServerStatus> | null;
  if (!value || typeof value !== 'object' || value.online !== true) return offlineStatus();
  const count = (n: unknown) =>
    typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : null;
  const textOf = (t: unknown) => (typeof t === 'string' ? t : null);
  return {
    online: true,
    players_online: count(value.players_online),
    players_max: count(value.players_max),
    version: textOf(value.version),
    motd: textOf(value.motd),
    latency_ms: count(value.latency_ms),
    checked_at: textOf(value.checked_at) ?? new Date().toISOString(),
  };
}
