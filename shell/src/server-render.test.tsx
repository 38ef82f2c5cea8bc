/** @jest-environment node */
import { NotFoundPage, type PagePrefetchContext } from '@norsecraft/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { loadPageQueries, renderPage, SERVER_QUERY_WAIT_MS } from './server-render';

const registry = {
  apps: {
    mfe_market: {
      version: '1',
      entry: 'http://market.test/mf-manifest.json',
      pages: [{ path: '/market', label: 'Market', supabase: false }],
    },
  },
};

/** A page whose data comes only from its prefetch (its own query never answers). */
function MarketPage() {
  const { data } = useQuery({
    queryKey: ['stalls'],
    queryFn: () => new Promise<string[]>(() => {}),
  });
  return <p>{data ? `Stalls: ${data.join(', ')}` : 'Loading stalls...'}</p>;
}

const routes = () => (
  <Routes>
    <Route path="/market" element={<MarketPage />} />
  </Routes>
);

const remoteFetching = (queryFn: () => Promise<string[]>) => ({
  default: routes,
  prefetch: (_pathname: string, { prefetchQuery }: PagePrefetchContext) =>
    prefetchQuery({ queryKey: ['stalls'], queryFn }),
});

const render = (remote: ReturnType<typeof remoteFetching>, queryState: unknown) =>
  renderPage({
    pathname: '/market',
    registry,
    registryUrl: 'http://site.test/remotes.json',
    remotes: { mfe_market: remote },
    queryState: queryState as Parameters<typeof renderPage>[0]['queryState'],
  });

describe('a page rendered with its data', () => {
  afterEach(() => jest.useRealTimers());

  it('loads no data for a page whose prefetch starts no query', async () => {
    expect(await loadPageQueries({ pathname: '/market', remote: { default: routes } })).toBeNull();
    const chunksOnly = { default: routes, prefetch: () => Promise.resolve() };
    expect(await loadPageQueries({ pathname: '/market', remote: chunksOnly })).toBeNull();
  });

  it("renders the answers of the page's prefetch, and sends them for the browser", async () => {
    const remote = remoteFetching(async () => ['Furs', 'Mead']);
    const state = await loadPageQueries({ pathname: '/market', remote });
    expect(state?.queries.map((query) => [query.queryKey, query.state.data])).toEqual([
      [['stalls'], ['Furs', 'Mead']],
    ]);
    const { html } = await render(remote, state);
    expect(html).toContain('Stalls: Furs, Mead');
    expect(html).not.toContain('Loading stalls...');
  });

  it('renders the loading state when the data does not answer in time, or fails', async () => {
    jest.useFakeTimers();
    const slow = remoteFetching(() => new Promise<string[]>(() => {}));
    const loading = loadPageQueries({ pathname: '/market', remote: slow });
    await jest.advanceTimersByTimeAsync(SERVER_QUERY_WAIT_MS);
    const unanswered = await loading;
    expect(unanswered?.queries).toEqual([]);
    jest.useRealTimers();
    expect((await render(slow, unanswered)).html).toContain('Loading stalls...');

    const failing = remoteFetching(() => Promise.reject(new Error('database down')));
    const failed = await loadPageQueries({ pathname: '/market', remote: failing });
    expect(failed?.queries).toEqual([]);
    expect((await render(failing, failed)).html).toContain('Loading stalls...');
  });
});

describe('a long page', () => {
  it('is sent in place, whole, with no script to reveal it', async () => {
    // A lazily loaded page behind a Suspense boundary, longer than React's progressive chunk.
    const LongPage = lazy(async () => ({
      default: () => (
        <ol>
          {Array.from({ length: 600 }, (_, i) => (
            <li key={i}>{`Rune stone number ${i} of the long row`}</li>
          ))}
        </ol>
      ),
    }));
    const remote = {
      default: () => (
        <Suspense fallback={<p>Loading...</p>}>
          <Routes>
            <Route path="/market" element={<LongPage />} />
          </Routes>
        </Suspense>
      ),
    };
    const { html } = await renderPage({
      pathname: '/market',
      registry,
      registryUrl: 'http://site.test/remotes.json',
      remotes: { mfe_market: remote },
    });
    expect(html.length).toBeGreaterThan(20_000);
    expect(html).toContain('Rune stone number 599 of the long row');
    expect(html).not.toContain('Loading...');
    expect(html).not.toContain('<script');
  });
});

describe('the status of a page', () => {
  it('is 404 when the page renders the 404 page (its address names nothing), else 200', async () => {
    const remote = {
      default: () => (
        <Routes>
          <Route path="/market" element={<NotFoundPage />} />
        </Routes>
      ),
    };
    const request = { registry, registryUrl: 'http://site.test/remotes.json' };
    const missing = await renderPage({
      ...request,
      pathname: '/market',
      remotes: { mfe_market: remote },
    });
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Page Not Found');
    const found = await renderPage({
      ...request,
      pathname: '/market',
      remotes: { mfe_market: { default: routes } },
    });
    expect(found.status).toBe(200);
    // A path no page has: the shell's own 404 page.
    expect((await renderPage({ ...request, pathname: '/nowhere', remotes: {} })).status).toBe(404);
  });
});
