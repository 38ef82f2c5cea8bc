// [auth.rate_limit] of config.toml enforced per client address, counted on arrival as GoTrue's
// limiter does. The shared test stack runs without them, so this starts a stack of its own.
import { randomUUID } from 'node:crypto';
import { runStackCli } from './helpers.ts';

it('answers the 31st sign-up from one address within 5 minutes with 429', async () => {
  const stack = runStackCli([]);
  try {
    const { url, anonKey } = await stack.ready;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await fetch(`${url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: `limit-${randomUUID()}@test.local`, password: 'Valhalla9' }),
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(await res.json()).toEqual({
          code: 429,
          error_code: 'over_request_rate_limit',
          msg: 'Request rate limit reached',
        });
      }
    }
    // sign_in_sign_ups = 30 in config.toml.
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
  } finally {
    stack.stop();
    await stack.exit;
  }
}, 180_000);
