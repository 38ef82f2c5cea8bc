// The gate's look at a candidate's pages as the release host will serve them: each page rendered
// on the server, into the live shell's document, with the candidate in place of its app's live
// version. A page that throws there (or renders no heading) would be sent without its content,
// missing from the sitemap and from link previews; the gate refuses it with the reason.
// Everything about the renderer is in `serverPageRenderer`, the one place to follow its API.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { APPS, SHELL } from '../apps.mjs';
import { createPageRenderer } from '../page-renderer.mjs';
import { pageSummary } from '../page-html.mjs';
import { versionPrefix } from './registry.mjs';

/**
 * A renderer of the candidate's site: `render(pathname)` resolves to `{ heading, error }` (the
 * server HTML's h1 text, and why the page could not be rendered, if it could not).
 * @param {{ target: object, candidate: { app: object, dir: string, release: object }, env: object, registry: () => Promise<object>, origin: string }} options
 */
export function serverPageRenderer({ target, candidate, env, registry, origin }) {
  const apps = new Map(APPS.map((app) => [app.name, app]));
  async function readAppFile(name, version, file) {
    if (candidate.app.name === name && candidate.release.version === version) {
      return readFile(path.join(candidate.dir, file), 'utf8').catch(() => null);
    }
    const app = apps.get(name);
    const bytes = app ? await target.readFile(`${versionPrefix(app, version)}${file}`) : null;
    return bytes?.toString('utf8') ?? null;
  }
  const errors = new Map();
  let rendering = '';
  const renderer = createPageRenderer({
    readAppFile,
    env,
    log: (message, error) => errors.set(rendering, error?.message ?? message),
  });
  // One page at a time, so the error the renderer logs is the page's being rendered.
  let queue = Promise.resolve();
  async function renderOne(pathname) {
    const served = await registry();
    const shellVersion = served.apps[SHELL.name]?.version;
    const template = await readAppFile(SHELL.name, shellVersion, 'index.html');
    rendering = pathname;
    const { html } = await renderer.render({
      pathname,
      registry: served,
      registryUrl: `${origin}/remotes.json`,
      origin,
      template,
    });
    return { heading: pageSummary(html).heading || null, error: errors.get(pathname) };
  }
  return {
    render(pathname) {
      const result = queue.then(() => renderOne(pathname));
      queue = result.catch(() => {});
      return result;
    },
  };
}

/**
 * The check of one page's server render: its document fetched from the canary's site as a
 * crawler would (the host renders it once; the browser's visit then gets the same document), and
 * only when it lacks a heading, the page rendered again here to learn why.
 * @param {{ site: { url: string, registry: () => Promise<object> }, target: object, candidate: object, env: object }} options
 * @returns {(pathname: string) => Promise<string[]>} what is wrong (empty: it carries its heading)
 */
export function serverRenderCheck({ site, target, candidate, env }) {
  let renderer;
  return async (pathname) => {
    const html = await (await fetch(`${site.url}${pathname}`)).text();
    if (pageSummary(html).heading) return [];
    renderer ??= serverPageRenderer({
      target,
      candidate,
      env,
      registry: site.registry,
      origin: site.url,
    });
    const { heading, error } = await renderer.render(pathname);
    if (heading) return [];
    return [
      error
        ? `the server render failed (${error}): the page would be sent without its content`
        : 'the server render has no heading: the page would be sent without its content',
    ];
  };
}
