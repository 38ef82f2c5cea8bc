import { findRoute, routePath, type BridgeRoute } from './router.ts';

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
