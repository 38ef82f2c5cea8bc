// The gate's look at a candidate's pages as the HTML host serves them: each page rendered on the
// server, into the live shell's document, with the candidate in place of its app's live version.
// A page that throws there (or renders no heading) would be sent without its content, missing
// from the sitemap and from link previews; the gate refuses it with the reason.
import { loadHost } from '../host.mjs';

/** The first line of a render's error, without the wrappers it crossed on its way out. */
const reasonOf = (error) =>
  String(error)
    .split('\n', 1)[0]
    .replace(/^(?:Error: )+/, '');

/**
 * The check of one page's server render: its document fetched from the canary's site as a
 * crawler would (the host renders it once; the browser's visit then gets the same document), and
 * only when it lacks a heading, the page rendered again in-process by the host's own renderer
 * (`createSiteRenderer`, same registry state and candidate) to learn why.
 * @param {{ site: import('../release-host.mjs').ServedSite }} options
 * @returns {{ check: (pathname: string) => Promise<string[]>, close: () => Promise<void> }}
 *   `check` says what is wrong (empty: the page carries its heading)
 */
export function serverRenderCheck({ site }) {
  const reasons = new Map();
  let renderer;
  async function check(pathname) {
    const { createSiteRenderer, documentHeading } = await loadHost();
    const html = await (await fetch(`${site.url}${pathname}`)).text();
    if (documentHeading(html)) return [];
    renderer ??= createSiteRenderer({
      ...site.rendererOptions,
      workers: 1,
      log: (event) => {
        if (event.event === 'render-failed') reasons.set(event.path, reasonOf(event.error));
        if (event.event === 'render-timeout') {
          reasons.set(event.path, `it took over its budget of ${event.budgetMs} ms`);
        }
      },
    });
    const { heading } = await renderer.render(pathname);
    if (heading) return [];
    const reason = reasons.get(pathname);
    return [
      reason
        ? `the server render failed (${reason}): the page would be sent without its content`
        : 'the server render has no heading: the page would be sent without its content',
    ];
  }
  return { check, close: async () => renderer?.close() };
}
