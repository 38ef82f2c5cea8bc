// POST to a route of the game bridge; throws with the bridge's own reason on a refusal.

/**
 * @param {{ url: string, key: string }} bridge  url: the function's, e.g.
 *   https://<ref>.supabase.co/functions/v1/game-bridge
 * @param {string} path  e.g. '/punishments'
 * @param {unknown} body
 */
export async function postBridge(bridge, path, body) {
  const response = await fetch(`${bridge.url.replace(/\/+$/, '')}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bridge.key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) {
    throw new Error(
      `the bridge refused a batch (${response.status}): ${answer.error ?? response.statusText}`,
    );
  }
  return answer;
}
