import { SITE_SETTINGS_ID, type SiteSettings } from '../document/contract';
export type { SiteSettings } from '../document/contract';

/**
 * Everything a deployment may change about the site. Staff keep the addresses in the database
 * (site_settings, edited in the back office): the HTML host reads them and puts them into every
 * page, and they win over the build-time defaults below, which stay as the fallback (a database
 * without settings, a page without the host). A `window.__SITE_CONFIG__` object set by the host
 * page overrides the defaults too.
 */
export interface SiteConfig {
  productName: string;
  version: string;
  serverAddress: string;
  supportEmail: string;
  chatGuildId: string;
  chatInviteUrl: string;
  chatWidgetJsonUrl: string;
  chatWidgetFrameUrl: string;
  mapUrl: string;
  wikiUrl: string;
  /** Empty when the store is not open yet: the page then disables its button. */
  storeUrl: string;
  membershipUrl: string;
  /** Avatar given to a new profile until the member uploads one. */
  defaultAvatarUrl: string;
  avatarServiceUrl: (username: string) => string;
}

const chatWidget = (guildId: string) => ({
  chatGuildId: guildId,
  chatWidgetJsonUrl: `https://discord.com/api/guilds/${guildId}/widget.json`,
  chatWidgetFrameUrl: `https://discord.com/widget?id=${guildId}&theme=dark`,
});

const defaults: SiteConfig = {
  productName: 'Norsecraft',
  version: '1.2.0',
  serverAddress: 'play.norsecraft.net',
  supportEmail: 'support@norsecraft.net',
  ...chatWidget('1234567890123456789'),
  chatInviteUrl: 'https://discord.gg/norsecraft',
  mapUrl: 'https://map.norsecraft.net',
  wikiUrl: 'https://docs.norsecraft.net',
  storeUrl: '',
  membershipUrl: 'https://forening.norsecraft.se/bli-medlem',
  defaultAvatarUrl: 'https://mc-heads.net/avatar/MHF_Steve/64',
  avatarServiceUrl: (username) => `https://mc-heads.net/avatar/${encodeURIComponent(username)}/64`,
};

declare global {
  interface Window {
    __SITE_CONFIG__?: Partial<SiteConfig>;
  }
}

/** The site settings of the database as site config fields. */
export function siteSettingsConfig(settings: SiteSettings): Partial<SiteConfig> {
  return {
    serverAddress: settings.server_address,
    ...chatWidget(settings.chat_guild_id),
    chatInviteUrl: settings.chat_invite_url,
    mapUrl: settings.map_url,
    wikiUrl: settings.wiki_url,
    storeUrl: settings.store_url,
    membershipUrl: settings.membership_url,
    supportEmail: settings.support_email,
  };
}

/** The settings the page was sent with (the host's JSON block), if any. */
function documentSettings(): SiteSettings | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(SITE_SETTINGS_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SiteSettings;
  } catch {
    return null;
  }
}

const override = () => (typeof window !== 'undefined' ? window.__SITE_CONFIG__ : undefined);

function configOf(settings: SiteSettings | null): SiteConfig {
  return { ...defaults, ...override(), ...(settings ? siteSettingsConfig(settings) : {}) };
}

/** The site's configuration: one object every app reads (the shared package is a singleton). */
export const siteConfig: SiteConfig = configOf(documentSettings());

/**
 * Puts these settings in place of the current ones (null: the defaults): the server render does
 * before each page (the host passes the settings it read), the back office after an admin saved
 * new ones.
 */
export function applySiteSettings(settings: SiteSettings | null): void {
  Object.assign(siteConfig, configOf(settings));
}
