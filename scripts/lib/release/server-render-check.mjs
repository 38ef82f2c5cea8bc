// The gate's look at a candidate's pages as a crawler gets them. The canary's site is the
// production host (its own process, its production command: the same workers, render budget and
// document) with the candidate in place of its app's live version, so each page is rendered once,
// and the browser's visit that follows gets the same document. A page the host sends without a
// heading in its HTML — its render threw, overran its budget, or has no h1 — would go live
// without its content (or its title), out of the sitemap and of link previews: the gate refuses
// it, with the reason the host logged for that very render.
import { loadHost } from '../host.mjs';

/**
 * The reason in a host's `render-failed` event: the first line of the error, without the plain
 * `Error: ` the worker's error comes wrapped in (other names, `TypeError`, `RenderTimeout`, say
 * something and stay).
 */
export function failureReason(error) {
  return String(error)
    .split('\n', 1)[0]
    .replace(/^(?:Error: )+/, '');
}

/**
 * What is wrong with one page as the host sent it (empty: it came rendered, with its heading).
 * @param {{ status: number, rendered: boolean, heading: string | null, failure?: string }} page
 *   `rendered`: the host's `X-Norsecraft-Rendered` said `html`; `failure`: the reason its render
 *   failed, when it did not
 */
export function servedPageProblems({ status, rendered, heading, failure }, { mayBeNotFound } = {}) {
  // A page of many addresses (`/players/:name`) visited at its bare path names no one: it
  // answers with its own not-found page, a 404 with its heading.
  if (status !== 200 && !(mayBeNotFound && status === 404)) {
    return [`the host answered ${status} for it`];
  }
  if (!rendered) {
    return [`the server render failed (${failure}): the page would be sent without its content`];
  }
  if (!heading) {
    return [
      'the server render has no heading (h1): the page would be sent as noindex, out of the sitemap',
    ];
  }
  return [];
}

/**
 * The check, fed the host's log lines (`observe`: serveSite's `onLog`), so it knows why a render
 * failed; `problems(site, pathname)` then fetches the page from the served site and says what is
 * wrong with it.
 */
export function serverRenderCheck() {
  /** Path → the reason its latest render failed. */
  const failures = new Map();
  /** Path → callbacks waiting for its failure's reason. */
  const waiting = new Map();
  let host;

  /**
   * The reason of a failed render the host has answered with: it logs it before it answers, on
   * stdout, which may reach this process a moment after the answer.
   */
  function failureOf(site, pathname) {
    if (failures.has(pathname)) return Promise.resolve(failures.get(pathname));
    return new Promise((resolve, reject) => {
      waiting.set(pathname, [...(waiting.get(pathname) ?? []), resolve]);
      site.host.exited.then(() =>
        reject(new Error(`the host exited before it said why ${pathname} failed`)),
      );
    });
  }

  return {
    /** Takes each line the host logs. */
    observe(entry) {
      if (entry.event !== 'render-failed') return;
      const reason = failureReason(entry.error);
      failures.set(entry.path, reason);
      for (const resolve of waiting.get(entry.path) ?? []) resolve(reason);
      waiting.delete(entry.path);
    },

    /**
     * @param {{ url: string, host: { exited: Promise<unknown> } }} site  the served site (serveSite)
     * @param {string} pathname
     * @returns {Promise<string[]>} what is wrong (empty: it carries its heading)
     */
    async problems(site, pathname) {
      const answer = await fetch(`${site.url}${pathname}`);
      const html = await answer.text();
      const rendered = answer.headers.get('x-norsecraft-rendered') === 'html';
      host ??= loadHost();
      const { documentHeading } = await host;
      return servedPageProblems(
        {
          status: answer.status,
          rendered,
          heading: rendered ? documentHeading(html) : null,
          failure: answer.ok && !rendered ? await failureOf(site, pathname) : undefined,
        },
        { mayBeNotFound: pathname.includes('/:') },
      );
    },
  };
}
