// The site settings staff keep in the database (site_settings: the game server's address, the
// chat, map, wiki, store and membership addresses, the support e-mail), read by the host as a
// signed-out visitor and revalidated as the registry is: at most once per `ttlMs`, the held copy
// served meanwhile, the last good copy kept while the database does not answer. Every page's
// document carries them, and their version is part of each document's key, so a saved change
// reaches every page of every host instance within a TTL and a render.
import { createHash } from 'node:crypto';
import { SITE_SETTINGS_COLUMNS, type SiteSettings } from '@norsecraft/shared/document';
import type { RuntimeEnv } from '../document/head';
import { revalidating } from './revalidating';

export interface HeldSettings {
  /** null: the database has none (the build-time defaults apply). */
  settings: SiteSettings | null;
  /** Changes whenever the settings do. */
  version: string;
}

export interface SettingsSource {
  current(): Promise<HeldSettings>;
  /** The settings held now, without asking (the response headers of a request). */
  latest(): HeldSettings;
}

/** A host without a Supabase project: the build-time defaults. */
export const NO_SITE_SETTINGS: SettingsSource = {
  current: async () => ({ settings: null, version: 'defaults' }),
  latest: () => ({ settings: null, version: 'defaults' }),
};

/** The language the site's content is read in (shared CONTENT_LANG). */
const LANG = 'en';

const NONE: HeldSettings = { settings: null, version: 'defaults' };

export function siteSettingsSource({
  runtimeEnv,
  ttlMs,
  log,
  fetchImpl = fetch,
  now,
}: {
  runtimeEnv: RuntimeEnv | null;
  ttlMs: number;
  log: (event: Record<string, unknown>) => void;
  fetchImpl?: typeof fetch;
  now?: () => number;
}): SettingsSource {
  if (!runtimeEnv) return { current: async () => NONE, latest: () => NONE };
  let latest = NONE;
  const url = `${runtimeEnv.supabaseUrl.replace(/\/$/, '')}/rest/v1/site_settings?select=${SITE_SETTINGS_COLUMNS.join(',')}&lang=eq.${LANG}`;
  const held = revalidating<HeldSettings>({
    name: 'site-settings',
    ttlMs,
    staleWhileRevalidate: true,
    log,
    now,
    load: async (tag) => {
      const response = await fetchImpl(url, {
        headers: {
          apikey: runtimeEnv.supabaseAnonKey,
          authorization: `Bearer ${runtimeEnv.supabaseAnonKey}`,
        },
        signal: AbortSignal.timeout(3000),
      });
      if (!response.ok) throw new Error(`site_settings: HTTP ${response.status}`);
      const text = await response.text();
      const version = createHash('sha256').update(text).digest('hex').slice(0, 16);
      if (version === tag) return 'unchanged';
      const [row] = JSON.parse(text) as SiteSettings[];
      return { value: row ? { settings: row, version } : { ...NONE, version }, tag: version };
    },
  });
  return {
    // Before the first answer (or while it cannot be had at all): the defaults.
    current: () =>
      held.get().then(
        (value) => (latest = value),
        () => NONE,
      ),
    latest: () => latest,
  };
}
