/**
 * Everything a deployment may change about the site. Values can be overridden at runtime by a
 * `window.__SITE_CONFIG__` object (set by the host page) without rebuilding any app.
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

const CHAT_GUILD_ID = '1234567890123456789';

const defaults: SiteConfig = {
  productName: 'Norsecraft',
  version: '1.2.0',
  serverAddress: 'play.norsecraft.net',
  supportEmail: 'support@norsecraft.net',
  chatGuildId: CHAT_GUILD_ID,
  chatInviteUrl: 'https://discord.gg/norsecraft',
  chatWidgetJsonUrl: `https://discord.com/api/guilds/${CHAT_GUILD_ID}/widget.json`,
  chatWidgetFrameUrl: `https://discord.com/widget?id=${CHAT_GUILD_ID}&theme=dark`,
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

export const siteConfig: SiteConfig = {
  ...defaults,
  ...(typeof window !== 'undefined' ? window.__SITE_CONFIG__ : undefined),
};
