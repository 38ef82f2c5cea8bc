import { parsePageManifest, type PageEntry } from '@norsecraft/shared';
import type { RegistryResponse } from './registry-request';

/** A released remote as the registry gives it: where its manifest is, which version, its pages. */
export interface RemoteRelease {
  name: string;
  /** Absolute URL of the remote's mf-manifest.json in its immutable release. */
  entry: string;
  version: string;
  /** SRI hash of the manifest (the browser refuses any other bytes); none: not checked. */
  integrity?: string;
  pages: PageEntry[];
}

export type RegistryResult =
  { ok: true; remotes: RemoteRelease[] } | { ok: false; remotes: RemoteRelease[]; error: string };

const FEDERATION_NAME = /^[A-Za-z_$][\w$]*$/;
const SRI = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Validate the release registry served as `/remotes.json`: `{ schema, apps: { name → release } }`
 * where a remote's release has `entry`, `version` and `pages` (the shell's own entry has no
 * `entry`). Relative entries resolve against the registry's URL. Remotes with a usable entry are
 * kept even when others are wrong, so one bad line cannot take the whole site down.
 */
export function parseRegistry(json: unknown, registryUrl: string): RegistryResult {
  if (!isObject(json) || !isObject(json.apps)) {
    return { ok: false, remotes: [], error: 'the registry must be an object with "apps"' };
  }
  const remotes: RemoteRelease[] = [];
  const problems: string[] = [];
  for (const [name, release] of Object.entries(json.apps)) {
    if (!isObject(release)) {
      problems.push(`"${name}" is not an object`);
      continue;
    }
    if (release.entry === undefined) continue; // the shell, or another app without an entry
    if (!FEDERATION_NAME.test(name)) {
      problems.push(`"${name}" is not a federation name`);
      continue;
    }
    let entry: string;
    try {
      if (typeof release.entry !== 'string' || !release.entry) throw new Error('no entry');
      entry = new URL(release.entry, registryUrl).href;
    } catch {
      problems.push(`"${name}" has no usable entry URL`);
      continue;
    }
    const pages = parsePageManifest(release.pages ?? []);
    problems.push(...pages.problems.map((problem) => `${name}: ${problem}`));
    const version = typeof release.version === 'string' ? release.version : 'unknown';
    const integrity =
      typeof release.integrity === 'string' && SRI.test(release.integrity)
        ? { integrity: release.integrity }
        : {};
    remotes.push({ name, entry, version, ...integrity, pages: pages.pages });
  }
  return problems.length
    ? { ok: false, remotes, error: problems.join('; ') }
    : { ok: true, remotes };
}

/** The registry response as index.ts fetched it, validated once the shared packages are loaded. */
export function registryResult(response: RegistryResponse): RegistryResult {
  if (!response.ok) return { ok: false, remotes: [], error: response.error };
  return parseRegistry(response.json, response.url);
}
