import { ROOT_ID } from '@norsecraft/shared/document';
import type { Registry } from '../registry';
import type { ReleaseSource } from '../sources/source';
import { createDocuments, DATA_DOCUMENT_MS, FAILED_DOCUMENT_MS } from './documents';
import { RenderTimeout, type RenderPool } from './pool';
import type { RenderOutput, RenderTask } from './protocol';

const TEMPLATE = `<!doctype html><html><head><title>NORSECRAFT</title></head><body><div id="${ROOT_ID}"></div></body></html>`;

function setup({ render }: { render?: (task: RenderTask) => Promise<RenderOutput> } = {}) {
  let clock = 0;
  let registry: Registry = {
    schema: 1,
    updatedAt: null,
    apps: {
      shell: { version: 's1' },
      mfe_info: {
        version: 'i1',
        entry: 'i1/mf-manifest.json',
        pages: [
          { path: '/rules' },
          { path: '/auction' },
          { path: '/punishments/:player' },
          { path: '/settings', guard: 'signed-in' },
        ],
      },
    },
  };
  const tasks: RenderTask[] = [];
  const pool: RenderPool = {
    render: async (task) => {
      tasks.push(task);
      if (render) return render(task);
      // A page of a player never punished renders the 404 page.
      const nobody = task.pathname === '/punishments/Nobody';
      const heading = task.remote && !nobody ? `Page ${task.pathname}` : 'Page Not Found';
      return {
        html: `<main><h1>${heading}</h1><p>render ${tasks.length}</p></main>`,
        css: '',
        status: task.remote && !nobody ? 200 : 404,
        stylesVersion: '6.6.0',
        queryState: task.pathname === '/auction' ? { queries: [{ data: tasks.length }] } : null,
        manifestUrl: task.remote?.manifestUrl ?? null,
        scripts: [],
      };
    },
    warm: () => {},
    learn: async ({ patterns }) => Object.fromEntries(patterns.map((p) => [p, [`./src${p}.tsx`]])),
    stats: () => ({ workers: 1, busy: 0, queued: 0, replaced: 0 }),
    close: async () => {},
  };
  const source: ReleaseSource = {
    describe: () => 'memory',
    registry: async () => registry,
    loaded: () => true,
    keptVersions: async () => [],
    readFile: async (_app, _version, file) =>
      file === 'index.html' ? Buffer.from(TEMPLATE) : null,
    publicBaseUrl: (app) => `https://cdn.example/${app}/`,
  };
  const documents = createDocuments({
    source,
    pool,
    siteUrl: 'https://norsecraft.example',
    runtimeEnv: null,
    log: () => {},
    now: () => clock,
  });
  return {
    documents,
    tasks,
    advance: (ms: number) => (clock += ms),
    release: (version: string) =>
      (registry = {
        ...registry,
        apps: { ...registry.apps, mfe_info: { ...registry.apps.mfe_info!, version } },
      }),
  };
}

describe('createDocuments', () => {
  it('shares one render among concurrent requests, and keeps it for the registry state', async () => {
    const s = setup();
    const [a, b, c] = await Promise.all(
      ['/rules', '/rules', '/rules'].map((p) => s.documents.page(p)),
    );
    expect(s.tasks).toHaveLength(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(a).toMatchObject({
      status: 200,
      rendered: true,
      indexable: true,
      versions: { shell: 's1', mfe_info: 'i1' },
    });
    expect(a!.html).toContain('<h1>Page /rules</h1>');
    await s.documents.page('/rules');
    expect(s.tasks).toHaveLength(1);
    s.release('i2');
    expect((await s.documents.page('/rules')).versions.mfe_info).toBe('i2');
    expect(s.tasks).toHaveLength(2);
  });

  it('renders the 404 page once per registry state, answered with 404 for every unknown path', async () => {
    const s = setup();
    const first = await s.documents.page('/no-such-page');
    const second = await s.documents.page('/punishments');
    expect(first.status).toBe(404);
    expect(second).toBe(first);
    expect(s.tasks.map((task) => task.remote)).toEqual([null]);
    expect(first.html).toContain('Page Not Found');
    expect(first.html).toContain('<meta name="robots" content="noindex" />');
  });

  it('answers 404 for a page that found nothing at its address, without a canonical URL', async () => {
    const s = setup();
    const nobody = await s.documents.page('/punishments/Nobody');
    expect(nobody).toMatchObject({ status: 404, rendered: true, indexable: false });
    expect(nobody.html).toContain('<title>Page Not Found · Norsecraft</title>');
    expect(nobody.html).not.toContain('rel="canonical"');
    const known = await s.documents.page('/punishments/Ragnar');
    expect(known).toMatchObject({ status: 200, rendered: true });
    expect(known.html).toContain(
      '<link rel="canonical" href="https://norsecraft.example/punishments/Ragnar" />',
    );
  });

  it('knows which paths a page serves', async () => {
    const s = setup();
    expect(await s.documents.isPage('/punishments/Ragnar.exe')).toBe(true);
    expect(await s.documents.isPage('/static/js/gone.js')).toBe(false);
  });

  it('sends a page whose render overran its budget as the shell document, and tries again later', async () => {
    const s = setup({ render: async () => Promise.reject(new RenderTimeout(1000)) });
    const page = await s.documents.page('/punishments/Stall');
    expect(page).toMatchObject({ status: 200, rendered: false, indexable: false });
    expect(page.html).toContain(`<div id="${ROOT_ID}"></div>`);
    expect(page.html).toContain('<script id="norsecraft-registry"');
    await s.documents.page('/punishments/Stall');
    expect(s.tasks).toHaveLength(1);
    s.advance(FAILED_DOCUMENT_MS);
    await s.documents.page('/punishments/Stall');
    expect(s.tasks).toHaveLength(2);
  });

  it('renders a page sent with its data again after DATA_DOCUMENT_MS', async () => {
    const s = setup();
    const auction = await s.documents.page('/auction');
    expect(auction.html).toContain(
      '<script id="norsecraft-query-state" type="application/json">{"queries":[{"data":1}]}</script>',
    );
    s.advance(DATA_DOCUMENT_MS - 1);
    expect(await s.documents.page('/auction')).toBe(auction);
    s.advance(1);
    expect(await s.documents.page('/auction')).not.toBe(auction);
    expect(s.tasks).toHaveLength(2);
  });

  it('sends guarded pages without rendering them', async () => {
    const s = setup();
    const settings = await s.documents.page('/settings');
    expect(settings).toMatchObject({ status: 200, rendered: false });
    expect(s.tasks).toHaveLength(0);
  });

  it('hands workers the registry as browsers get it, with absolute entries', async () => {
    const s = setup();
    await s.documents.page('/punishments/a$%60b');
    expect(s.tasks[0]).toMatchObject({
      pathname: '/punishments/a$%60b',
      registryUrl: 'https://norsecraft.example/remotes.json',
      remote: {
        name: 'mfe_info',
        version: 'i1',
        manifestUrl: 'https://cdn.example/mfe_info/i1/mf-manifest.json',
        modules: ['./src/punishments/:player.tsx'],
      },
    });
  });
});
