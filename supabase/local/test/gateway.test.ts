// The gateway in front of every service: API keys where hosted's gateway requires them (item 1),
// hosted's CORS, the Host check and the token-protected outbox (item 11), and the bind refusal.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  anonClient,
  anonKey,
  outboxUrl,
  serviceRoleKey,
  signInAs,
  stackUrl,
  uniqueEmail,
} from './helpers.ts';

const NO_KEY = {
  message: 'No API key found in request',
  hint: 'No `apikey` request header or url param was found.',
};
const BAD_KEY = {
  message: 'Invalid API key',
  hint: 'Double check your Supabase `anon` or `service_role` API key.',
};

async function answer(res: Response) {
  return { status: res.status, body: await res.json() };
}

describe('API keys (item 1)', () => {
  it("refuses auth, REST and storage calls without a project key, with Kong's 401", async () => {
    const signup = await fetch(`${stackUrl()}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail(), password: 'Valhalla9' }),
    });
    expect(await answer(signup)).toEqual({ status: 401, body: NO_KEY });

    const garbage = await fetch(`${stackUrl()}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: 'garbage', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@example.com', password: 'Password1' }),
    });
    expect(await answer(garbage)).toEqual({ status: 401, body: BAD_KEY });

    expect(await answer(await fetch(`${stackUrl()}/rest/v1/items?select=id`))).toEqual({
      status: 401,
      body: NO_KEY,
    });
    const list = await fetch(`${stackUrl()}/storage/v1/object/list/avatars`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: '' }),
    });
    expect(await answer(list)).toEqual({ status: 401, body: NO_KEY });
  });

  it('accepts the apikey header, the apikey query parameter or a Bearer project key', async () => {
    const viaHeader = await fetch(`${stackUrl()}/rest/v1/items?select=id&limit=1`, {
      headers: { apikey: anonKey() },
    });
    expect(viaHeader.status).toBe(200);
    const viaQuery = await fetch(
      `${stackUrl()}/rest/v1/items?select=id&limit=1&apikey=${anonKey()}`,
    );
    expect(viaQuery.status).toBe(200);
    const viaBearer = await fetch(`${stackUrl()}/auth/v1/settings`, {
      headers: { authorization: `Bearer ${serviceRoleKey()}` },
    });
    expect(viaBearer.status).toBe(200);
  });

  it('leaves open what hosted leaves open: verify links and public objects', async () => {
    const verify = await fetch(`${stackUrl()}/auth/v1/verify?type=recovery&token=x`, {
      redirect: 'manual',
    });
    expect(verify.status).toBe(303);
    const publicObject = await fetch(`${stackUrl()}/storage/v1/object/public/avatars/none.png`);
    expect((await publicObject.json()).code).toBe('NoSuchKey');
  });

  it('requires a valid JWT for Edge Functions (verify_jwt), as the functions relay does', async () => {
    const none = await fetch(`${stackUrl()}/functions/v1/echo`, { method: 'POST' });
    expect(await answer(none)).toEqual({
      status: 401,
      body: { code: 401, message: 'Missing authorization header' },
    });
    const forged = await fetch(`${stackUrl()}/functions/v1/echo`, {
      method: 'POST',
      headers: { authorization: 'Bearer not.a.jwt' },
    });
    expect(await answer(forged)).toEqual({
      status: 401,
      body: { code: 401, message: 'Invalid JWT' },
    });
  });
});

describe('CORS as hosted', () => {
  it('allows any origin on the APIs and answers preflights without a key', async () => {
    const preflight = await fetch(`${stackUrl()}/rest/v1/items`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://norsecraft.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, authorization, content-type, prefer',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('exposes Content-Range of PostgREST answers', async () => {
    const res = await fetch(`${stackUrl()}/rest/v1/items?select=id&limit=2`, {
      headers: { apikey: anonKey(), prefer: 'count=exact', origin: 'http://localhost:3000' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toMatch(/^0-1\/\d+$/);
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('leaves CORS of Edge Functions to the function itself', async () => {
    const preflight = await fetch(`${stackUrl()}/functions/v1/echo`, {
      method: 'OPTIONS',
      headers: { origin: 'https://norsecraft.example', 'access-control-request-method': 'POST' },
    });
    // The echo fixture answers no CORS of its own, so neither does the stack.
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves supabase-js selects with embedded resources, .single() and rpc', async () => {
    const admin = await signInAs('admin@example.com', 'Password1');
    const roles = await admin.from('user_roles').select('user_id, roles(name)');
    expect(roles.data?.some((r) => JSON.stringify(r.roles).includes('admin'))).toBe(true);
    const none = await anonClient().from('items').select('id').eq('id', -1).single();
    expect(none.error?.code).toBe('PGRST116');
    expect((await admin.rpc('is_admin')).data).toBe(true);
  });
});

describe('outbox and host (item 11)', () => {
  it('serves the outbox only with the printed token, and never cross-origin', async () => {
    const bare = `${stackUrl()}/_outbox`;
    expect((await fetch(bare)).status).toBe(401);
    expect((await fetch(`${bare}?token=wrong`)).status).toBe(401);
    const token = new URL(outboxUrl()).searchParams.get('token')!;
    const withHeader = await fetch(bare, {
      headers: { authorization: `Bearer ${token}`, origin: 'http://localhost:3000' },
    });
    expect(withHeader.status).toBe(200);
    expect(withHeader.headers.get('access-control-allow-origin')).toBeNull();
    expect(Array.isArray(await withHeader.json())).toBe(true);
    expect((await fetch(outboxUrl(), { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(outboxUrl())).json()).toEqual([]);
  });

  it('refuses a request naming another host (DNS rebinding)', async () => {
    const { port } = new URL(stackUrl());
    const http = await import('node:http');
    const status = (host: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get(
            {
              host: '127.0.0.1',
              port,
              path: '/auth/v1/health',
              headers: { host, apikey: anonKey() },
            },
            (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            },
          )
          .on('error', reject);
      });
    expect(await status(`attacker.example:${port}`)).toBe(421);
    expect(await status(`localhost:${port}`)).toBe(200);
    expect(await status(`127.0.0.1:${port}`)).toBe(200);
  });

  it('answers unknown paths like Kong', async () => {
    const unknown = await fetch(`${stackUrl()}/nope`);
    expect(await answer(unknown)).toEqual({
      status: 404,
      body: { message: 'no Route matched with those values' },
    });
  });

  it('refuses to listen beyond loopback with the public demo JWT secret', () => {
    const packageDir = path.resolve(__dirname, '..');
    const env = { ...process.env };
    delete env.JWT_SECRET;
    const run = spawnSync(
      process.execPath,
      [
        require.resolve('tsx/cli', { paths: [packageDir] }),
        'src/cli.ts',
        'start',
        '--memory',
        '--port',
        '0',
        '--host',
        '0.0.0.0',
      ],
      { cwd: packageDir, env, encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('refusing to listen on 0.0.0.0 with the public demo JWT secret');
  });
});
