import { hasBearerKey, sameSecret } from './bearer-key.ts';

const request = (authorization?: string) =>
  new Request('http://localhost/', authorization ? { headers: { authorization } } : {});

it('sameSecret: equal only for the very same text', async () => {
  expect(await sameSecret('k3y', 'k3y')).toBe(true);
  expect(await sameSecret('k3y', 'k3Y')).toBe(false);
  expect(await sameSecret('k3y', 'k3y ')).toBe(false);
  expect(await sameSecret('', 'k3y')).toBe(false);
});

it('hasBearerKey: only Authorization: Bearer <the key>', async () => {
  expect(await hasBearerKey(request('Bearer s3cret'), 's3cret')).toBe(true);
  expect(await hasBearerKey(request('bearer s3cret'), 's3cret')).toBe(true);
  expect(await hasBearerKey(request('Bearer other'), 's3cret')).toBe(false);
  expect(await hasBearerKey(request('Basic s3cret'), 's3cret')).toBe(false);
  expect(await hasBearerKey(request(), 's3cret')).toBe(false);
});
