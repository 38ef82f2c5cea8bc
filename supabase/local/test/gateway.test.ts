import { anonClient, anonKey, signInAs, stackUrl } from './helpers.ts';

describe('gateway', () => {
  it('answers CORS preflights for localhost origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${stackUrl()}/rest/v1/items`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'apikey, authorization, content-type, prefer',
        },
      });
    const local = await preflight('http://localhost:3000');
    expect(local.status).toBe(204);
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(local.headers.get('access-control-allow-headers')).toContain('x-supabase-api-version');
    expect(local.headers.get('access-control-allow-headers')).toContain('x-upsert');

    const foreign = await preflight('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('proxies PostgREST unchanged: counts in Content-Range, exposed to the browser', async () => {
    const res = await fetch(`${stackUrl()}/rest/v1/items?select=id&limit=2`, {
      headers: { apikey: anonKey(), prefer: 'count=exact', origin: 'http://localhost:3000' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toMatch(/^0-1\/\d+$/);
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('serves supabase-js selects with embedded resources, .single() and rpc', async () => {
    const admin = await signInAs('admin@example.com', 'Password1');
    const roles = await admin.from('user_roles').select('user_id, roles(name)');
    expect(roles.error).toBeNull();
    expect(roles.data?.some((r) => JSON.stringify(r.roles).includes('admin'))).toBe(true);

    const item = await anonClient().from('items').select('id, name').eq('id', 1).single();
    expect(item.error).toBeNull();
    expect(item.data?.id).toBe(1);
    const none = await anonClient().from('items').select('id').eq('id', -1).single();
    expect(none.error?.code).toBe('PGRST116');

    expect((await admin.rpc('is_admin')).data).toBe(true);
    const member = await signInAs('member@example.com', 'Password1');
    expect((await member.rpc('is_admin')).data).toBe(false);
  });

  it('keeps the outbox readable and clearable, and 404s unknown paths as JSON', async () => {
    expect((await fetch(`${stackUrl()}/_outbox`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(`${stackUrl()}/_outbox`)).json()).toEqual([]);
    const unknown = await fetch(`${stackUrl()}/nope`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Not found' });
  });
});
