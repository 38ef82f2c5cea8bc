import { REMOTE_NAMES, type RemoteName } from '../../../app/route-table';

export type RemoteEntries = Partial<Record<RemoteName, string>>;

export type RemoteConfigResult =
  { ok: true; entries: RemoteEntries } | { ok: false; entries: RemoteEntries; error: string };

/**
 * Validate the deploy-time `/remotes.json` (remote name → manifest URL). Known names with a
 * string URL are kept even when others are wrong, so one bad line cannot take the whole site down.
 */
export function parseRemoteConfig(json: unknown): RemoteConfigResult {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, entries: {}, error: 'remotes.json must be an object of name → URL' };
  }
  const entries: RemoteEntries = {};
  const problems: string[] = [];
  for (const [name, url] of Object.entries(json)) {
    if (!REMOTE_NAMES.includes(name as RemoteName)) problems.push(`unknown remote "${name}"`);
    else if (typeof url !== 'string' || !url) problems.push(`"${name}" has no URL`);
    else entries[name as RemoteName] = url;
  }
  for (const name of REMOTE_NAMES) {
    if (!(name in (json as object))) problems.push(`"${name}" is missing`);
  }
  return problems.length
    ? { ok: false, entries, error: problems.join('; ') }
    : { ok: true, entries };
}

/** Fetch and validate the remotes file; network and JSON errors become a config error. */
export async function fetchRemoteConfig(url = '/remotes.json'): Promise<RemoteConfigResult> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRemoteConfig(await response.json());
  } catch (error) {
    return { ok: false, entries: {}, error: `${url} could not be read (${String(error)})` };
  }
}
