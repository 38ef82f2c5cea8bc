// [auth.rate_limit] of config.toml enforced per client address, counted on arrival as GoTrue's
// limiter does. The shared test stack runs without them, so this starts a stack of its own.
import { randomUUID } from 'node:crypto';
import { runStackCli } from './helpers.ts';

it('answers the 31st sign-up from one address within 5 minutes with 429', async () => {
  const stack = runStackCli([]);
  try {
    const { url, anonKey } = await stack.ready;
    // All at once: the limiter refills a token every 10 s (30 per 5 minutes), so 31 requests
    // sent one after another on a slow machine could see one come back.
    const responses = await Promise.all(
      Array.from({ length: 31 }, () =>
        fetch(`${url}/auth/v1/signup`, {
          method: 'POST',
          headers: { apikey: anonKey, 'content-type': 'application/json' },
          body: JSON.stringify({
            email: `limit-${randomUUID()}@test.local`,
            password: 'Valhalla9',
          }),
        }),
      ),
    );
    const statuses = responses.map((res) => res.status).sort();
    // sign_in_sign_ups = 30 in config.toml.
    expect(statuses).toEqual([...Array(30).fill(200), 429]);
    const refused = responses.find((res) => res.status === 429)!;
    expect(await refused.json()).toEqual({
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    });
  } finally {
    stack.stop();
    await stack.exit;
  }
}, 180_000);
