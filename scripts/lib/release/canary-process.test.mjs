import { canaryEnv } from './canary-process.mjs';

describe("the canary process's environment", () => {
  it("keeps what Node, the browser and the stack need, and none of the release's credentials", () => {
    const release = {
      PATH: '/usr/bin',
      HOME: '/home/ci',
      DATABASE_URL: 'postgresql://localhost/ci',
      CANARY_SUPABASE_URL: 'https://staging.example',
      SUPABASE_URL: 'https://prod.example',
      SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
      SUPABASE_ACCESS_TOKEN: 'access-token',
      SUPABASE_DB_PASSWORD: 'db-password',
      GITHUB_TOKEN: 'github-token',
      AUCTION_WEBHOOK_URL: 'https://discord.example/webhook',
    };
    expect(canaryEnv(release)).toEqual({
      PATH: '/usr/bin',
      HOME: '/home/ci',
      DATABASE_URL: 'postgresql://localhost/ci',
      CANARY_SUPABASE_URL: 'https://staging.example',
    });
  });
});
