// The release registry as the host reads it (registry.json on the release target; README
// "Shipping a remote"), the page a path is served by, and the registry as browsers get it.
import { createHash } from 'node:crypto';
import { findPagePath, hasPathParameters } from '@norsecraft/shared/document';
import appsList from '../../../apps.json';

export interface PageEntry {
  path: string;
  title?: string;
  guard?: string;
  [key: string]: unknown;
}

export interface RegistryEntry {
  version: string;
  /** A remote's mf-manifest.json, relative to its releases' base URL until served. */
  entry?: string;
  /** The shell's index.html, relative to its releases. */
  html?: string;
  pages?: PageEntry[];
  integrity?: string;
  releasedAt?: string;
}

export interface Registry {
  schema: number;
  updatedAt: string | null;
  apps: Record<string, RegistryEntry>;
}

/** A live page: its manifest entry, the remote serving it and the path asked for. */
export interface LivePage extends PageEntry {
  remote: string;
  /** The manifest path (`/punishments/:player`). */
  pattern: string;
}

/** The shell's federation name in the registry. */
export const SHELL = 'shell';

/** An app's folder on the release target, from the site's one list of apps (apps.json). */
export function appDir(name: string): string {
  return appsList.apps.find((app) => app.name === name)?.dir ?? name.replaceAll('_', '-');
}

/** Every app of the site's list. */
export const appNames = (): string[] => appsList.apps.map((app) => app.name);

/** Every live page of the registry's remotes. */
export function livePages(registry: Registry): LivePage[] {
  return Object.entries(registry.apps).flatMap(([remote, entry]) =>
    entry.entry ? (entry.pages ?? []).map((page) => ({ ...page, remote, pattern: page.path })) : [],
  );
}

/** The live page serving `pathname` (already without a trailing slash), at that path. */
export function findPage(registry: Registry, pathname: string): LivePage | null {
  const page = findPagePath(livePages(registry), pathname);
  return page ? { ...page, path: pathname } : null;
}

/** Public pages at one URL each: what can be rendered ahead and listed in the sitemap. */
export const staticPages = (registry: Registry): LivePage[] =>
  livePages(registry).filter((page) => !page.guard && !hasPathParameters(page.path));

/**
 * The registry as a browser gets it: each remote's `entry` made absolute against the base URL
 * its releases are served from (a CDN origin per remote, a bucket's public URL), or left
 * relative when there is none (a static copy resolves it against /remotes.json's own URL).
 */
export function servedRegistry(
  registry: Registry,
  baseUrlOf: (name: string) => string | null,
): Registry {
  const apps: Record<string, RegistryEntry> = {};
  for (const [name, entry] of Object.entries(registry.apps)) {
    const base = baseUrlOf(name);
    apps[name] = entry.entry && base ? { ...entry, entry: resolveUrl(entry.entry, base) } : entry;
  }
  return { ...registry, apps };
}

/** `relative` against `base`, which may itself be root-relative (`/mfe-info/`: a static copy). */
export const resolveUrl = (relative: string, base: string): string =>
  /^[a-z]+:/i.test(base)
    ? new URL(relative, base).href
    : new URL(relative, `http://x${base}`).pathname;

/** One key per registry state: same live versions and entries, same documents. */
export function registryStateKey(registry: Registry): string {
  const versions = Object.entries(registry.apps)
    .map(([name, entry]) => [name, entry.version, entry.entry ?? null])
    .sort(([a], [b]) => String(a).localeCompare(String(b)));
  return createHash('sha1').update(JSON.stringify(versions)).digest('hex').slice(0, 16);
}
