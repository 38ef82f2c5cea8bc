import { findRoute, MAX_BODY_BYTES, readJson, routePath, type BridgeRoute } from './router.ts';

const route = (method: BridgeRoute['method'], path: string): BridgeRoute => ({
  method,
  path,
  handle: async () => new Response(null),
});
const punishments = route('POST', '/punishments');
const won = route('GET', '/auctions/won');
const delivered = route('POST', '/auctions/:id/delivered');
const routes = [punishments, won, delivered];

it('routePath: the path below the function, locally and hosted', () => {
  expect(routePath('http://127.0.0.1:54321/functions/v1/game-bridge/punishments')).toBe(
    '/punishments',
  );
  expect(routePath('https://ref.supabase.co/game-bridge/punishments/?x=1')).toBe('/punishments');
  expect(routePath('http://127.0.0.1:54321/functions/v1/game-bridge')).toBe('/');
});

it('findRoute: by method and path, with named segments', () => {
  expect(findRoute(routes, 'POST', '/punishments')).toEqual({ route: punishments, params: {} });
  expect(findRoute(routes, 'GET', '/auctions/won')).toEqual({ route: won, params: {} });
  expect(findRoute(routes, 'POST', '/auctions/41%2F2/delivered')).toEqual({
    route: delivered,
    params: { id: '41/2' },
  });
  expect(findRoute(routes, 'GET', '/punishments')).toEqual({ allowed: ['POST'] });
  expect(findRoute(routes, 'POST', '/auctions//delivered')).toBeNull();
  expect(findRoute(routes, 'POST', '/bans')).toBeNull();
});

describe('readJson', () => {
  const request = (body: BodyInit) =>
    new Request('http://bridge.test/punishments', {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit);

  it('the body as JSON; 400 in the bridge’s shape when it is not JSON or not UTF-8', async () => {
    expect(await readJson(request('[1,"\\ud800"]'), 'Not JSON')).toEqual({
      ok: true,
      value: [1, '\ud800'],
    });
    for (const body of ['{"a":', new Uint8Array([0x5b, 0xff, 0x5d])]) {
      const read = await readJson(request(body), 'Not JSON');
      if (read.ok) throw new Error('accepted');
      expect(read.response.status).toBe(400);
      expect(await read.response.json()).toEqual({ error: 'Not JSON' });
    }
  });

  it('413 in the bridge’s shape past MAX_BODY_BYTES, without reading the rest', async () => {
    let sent = 0;
    const megabyte = new Uint8Array(1024 * 1024).fill(0x20);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        controller.enqueue(megabyte);
      },
    });
    const read = await readJson(request(endless), 'Not JSON');
    if (read.ok) throw new Error('accepted');
    expect(read.response.status).toBe(413);
    expect(await read.response.json()).toEqual({
      error: `The body is larger than ${MAX_BODY_BYTES.toLocaleString('en-US')} bytes: send smaller batches`,
    });
    expect(sent).toBeLessThan(MAX_BODY_BYTES / megabyte.length + 3);
  });
});
