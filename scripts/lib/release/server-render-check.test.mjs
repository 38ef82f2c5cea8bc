import { failureReason, servedPageProblems } from './server-render-check.mjs';

describe('failureReason', () => {
  it("takes the first line of the host's render-failed error, without the Error wrappers", () => {
    // The worker sends its error's stack; the pool wraps it in an Error of its own.
    const thrown = 'Error: Error: window is not defined here\n    at GamesHubPage (render.cjs:1:2)';
    expect(failureReason(thrown)).toBe('window is not defined here');
  });

  it('keeps a name that says something', () => {
    expect(failureReason('Error: TypeError: items.map is not a function\n    at x')).toBe(
      'TypeError: items.map is not a function',
    );
    expect(failureReason('RenderTimeout: the render took longer than its budget of 1000 ms')).toBe(
      'RenderTimeout: the render took longer than its budget of 1000 ms',
    );
  });
});

describe('servedPageProblems', () => {
  it('passes a page sent rendered with its heading', () => {
    expect(servedPageProblems({ status: 200, rendered: true, heading: 'Rules' })).toEqual([]);
  });

  it('refuses a page sent as the shell document, with the reason its render failed', () => {
    expect(
      servedPageProblems({ status: 200, rendered: false, heading: null, failure: 'boom' }),
    ).toEqual(['the server render failed (boom): the page would be sent without its content']);
  });

  it('refuses a page rendered without a heading', () => {
    expect(servedPageProblems({ status: 200, rendered: true, heading: null })).toEqual([
      'the server render has no heading (h1): the page would be sent as noindex, out of the sitemap',
    ]);
  });

  it('takes a page of many addresses answering at its bare path with its own 404 page', () => {
    const notFound = { status: 404, rendered: true, heading: 'Page Not Found' };
    expect(servedPageProblems(notFound, { mayBeNotFound: true })).toEqual([]);
    expect(servedPageProblems({ ...notFound, heading: null }, { mayBeNotFound: true })).toEqual([
      'the server render has no heading (h1): the page would be sent as noindex, out of the sitemap',
    ]);
  });

  it('refuses a page the host does not answer with 200', () => {
    expect(servedPageProblems({ status: 404, rendered: true, heading: 'Page not found' })).toEqual([
      'the host answered 404 for it',
    ]);
  });
});
