import { SITE_SETTINGS_ID, type SiteSettings } from '../document/contract';

const settings: SiteSettings = {
  server_address: 'mc.example.org:25566',
  chat_invite_url: 'https://discord.gg/example',
  chat_guild_id: '98765432109876543',
  map_url: 'https://map.example.org',
  wiki_url: 'https://wiki.example.org',
  store_url: 'https://store.example.org',
  membership_url: 'https://members.example.org',
  support_email: 'help@example.org',
};

afterEach(() => {
  document.getElementById(SITE_SETTINGS_ID)?.remove();
  jest.resetModules();
});

async function loadSite() {
  return (await import('./site')) as typeof import('./site');
}

it('takes the settings the page was sent with over the defaults', async () => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SITE_SETTINGS_ID;
  block.textContent = JSON.stringify(settings);
  document.head.append(block);
  const { siteConfig } = await loadSite();
  expect(siteConfig).toMatchObject({
    serverAddress: 'mc.example.org:25566',
    supportEmail: 'help@example.org',
    chatGuildId: '98765432109876543',
    chatWidgetJsonUrl: 'https://discord.com/api/guilds/98765432109876543/widget.json',
    storeUrl: 'https://store.example.org',
    productName: 'Norsecraft',
  });
});

it('keeps the build-time defaults without settings, and for a malformed block', async () => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SITE_SETTINGS_ID;
  block.textContent = '{not json';
  document.head.append(block);
  const { siteConfig } = await loadSite();
  expect(siteConfig.serverAddress).toBe('play.norsecraft.net');
  expect(siteConfig.storeUrl).toBe('');
});

it('puts new settings in place, and the defaults back for none', async () => {
  const { applySiteSettings, siteConfig } = await loadSite();
  applySiteSettings(settings);
  expect(siteConfig.mapUrl).toBe('https://map.example.org');
  applySiteSettings(null);
  expect(siteConfig.mapUrl).toBe('https://map.norsecraft.net');
});
