/** How often the online count is refreshed (docs/product/site.md#chat-widget). */
export const PRESENCE_REFRESH_MS = 300_000;

/** The widget JSON's `presence_count`, or null when the payload has none. */
export function parsePresenceCount(json: unknown): number | null {
  const count = (json as { presence_count?: unknown } | null)?.presence_count;
  return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? count : null;
}

export async function fetchPresenceCount(
  url: string,
  signal?: AbortSignal,
): Promise<number | null> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`widget JSON: HTTP ${response.status}`);
  return parsePresenceCount(await response.json());
}
