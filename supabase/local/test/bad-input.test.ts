// Hostile or broken requests at every front door: oversized bodies, truncated JSON, wrong types
// and non-JSON sent as JSON must come back as 4xx with an error body — never a 5xx, never a dead
// stack. (The lying-Content-Type upload is covered in storage.test.ts.)
import { accessToken } from './db/fixtures.ts';
import { anonKey, createTestUser, stackUrl } from './helpers.ts';

const TWENTY_MB = 20 * 1024 * 1024;
const hugeJson = () => JSON.stringify({ username: 'big', score: 1, pad: 'x'.repeat(TWENTY_MB) });

let userToken: string;

beforeAll(async () => {
  userToken = await accessToken((await createTestUser()).client);
});

async function send(method: string, path: string, body: string, token = anonKey()) {
  const res = await fetch(`${stackUrl()}${path}`, {
    method,
    headers: {
      apikey: anonKey(),
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body,
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // A non-JSON error body fails the shape checks below.
  }
  return { status: res.status, json: json as Record<string, unknown> | null };
}

const MALFORMED = {
  truncated: '{"email":"a@b.cd","password":',
  'not JSON': 'hello, I am not JSON',
  'wrong types': '{"email":["a@b.cd"],"password":{"x":1},"data":"meta","refresh_token":7}',
  'a JSON array': '[1,2,3]',
};

function expectClientError(answer: { status: number; json: unknown }): void {
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.json).toEqual(expect.any(Object));
}

function expectGoTrueError(answer: { status: number; json: Record<string, unknown> | null }) {
  expectClientError(answer);
  expect(answer.json).toEqual(
    expect.objectContaining({
      code: answer.status,
      error_code: expect.any(String),
      msg: expect.any(String),
    }),
  );
}

async function expectStackAlive(): Promise<void> {
  expect(
    (await fetch(`${stackUrl()}/auth/v1/health`, { headers: { apikey: anonKey() } })).status,
  ).toBe(200);
  const read = await fetch(`${stackUrl()}/rest/v1/flappy_steve_scores?select=score&limit=1`, {
    headers: { apikey: anonKey() },
  });
  expect(read.status).toBe(200);
}

describe('oversized bodies (20 MB)', () => {
  it('/rest/v1 answers 413 before PostgREST sees the body', async () => {
    const answer = await send('POST', '/rest/v1/flappy_steve_scores', hugeJson());
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    await expectStackAlive();
  });

  it('/auth/v1/signup answers 413 in GoTrue shape', async () => {
    const answer = await send('POST', '/auth/v1/signup', hugeJson());
    expect(answer.status).toBe(413);
    expectGoTrueError(answer);
    expect(answer.json?.error_code).toBe('request_too_large');
    await expectStackAlive();
  });

  it('/functions/v1/auction-bid-notify answers 413', async () => {
    const answer = await send('POST', '/functions/v1/auction-bid-notify', hugeJson(), userToken);
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    await expectStackAlive();
  });
});

describe.each(Object.entries(MALFORMED))('a body that is %s', (_, body) => {
  it.each([
    ['POST', '/auth/v1/token?grant_type=password'],
    ['POST', '/auth/v1/token?grant_type=refresh_token'],
    ['POST', '/auth/v1/signup'],
  ])('%s %s answers 4xx in GoTrue shape', async (method, path) => {
    expectGoTrueError(await send(method, path, body));
  });

  it('PUT /auth/v1/user (signed in) answers 4xx in GoTrue shape', async () => {
    expectGoTrueError(await send('PUT', '/auth/v1/user', body, userToken));
  });

  it.each([
    ['POST', '/rest/v1/flappy_steve_scores'],
    ['POST', '/rest/v1/rpc/place_bid'],
    ['PATCH', '/rest/v1/profiles?id=eq.00000000-0000-0000-0000-000000000000'],
  ])('%s %s answers 4xx with a PostgREST error', async (method, path) => {
    const answer = await send(method, path, body, userToken);
    expectClientError(answer);
    expect(answer.json).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });

  it('POST /functions/v1/auction-bid-notify answers 4xx', async () => {
    expectClientError(await send('POST', '/functions/v1/auction-bid-notify', body, userToken));
  });
});

describe('after the abuse', () => {
  it('still answers REST, auth and functions', async () => {
    await expectStackAlive();
    const echo = await send('POST', '/functions/v1/echo', '{"ok":true}');
    expect(echo.status).toBe(200);
    expect(echo.json).toMatchObject({ body: { ok: true } });
  });
});
