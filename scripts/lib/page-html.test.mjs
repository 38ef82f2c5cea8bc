import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  composeDocument,
  evaluateServerBuild,
  headTags,
  inlineRegistryTag,
  pageSummary,
  preconnectTag,
  preloadTags,
  QUERY_STATE_ID,
  queryStateTag,
  remoteScripts,
  robotsTxt,
  SERVER_ASSET_PREFIX,
  sitemapXml,
  textOf,
  PENDING_PRESS_ATTRIBUTE,
  PENDING_SUBMIT_ATTRIBUTE,
  SERVER_PAGE_SCRIPT,
  THEME_MODE_STORAGE_KEY,
} from './page-html.mjs';
import { createPageRenderer, DATA_DOCUMENT_MS, findPage, MAX_DOCUMENTS } from './page-renderer.mjs';

const origin = 'https://norsecraft.example';

describe('page HTML', () => {
  it("uses the asset prefix the remotes' server builds are made with", () => {
    const config = readFileSync(
      path.join(__dirname, '../../shared/build/create-app-config.ts'),
      'utf8',
    );
    expect(config).toContain(`SERVER_ASSET_PREFIX = '${SERVER_ASSET_PREFIX}'`);
  });

  it("guards the theme, held forms and pressed buttons with the shell's storage key and attributes", () => {
    const keys = readFileSync(path.join(__dirname, '../../shared/src/lib/storage-keys.ts'), 'utf8');
    expect(keys).toContain(`THEME_MODE_STORAGE_KEY = '${THEME_MODE_STORAGE_KEY}'`);
    expect(SERVER_PAGE_SCRIPT).toContain(THEME_MODE_STORAGE_KEY);
    const fields = readFileSync(path.join(__dirname, '../../shell/src/server-input.ts'), 'utf8');
    expect(fields).toContain(`PENDING_SUBMIT_ATTRIBUTE = '${PENDING_SUBMIT_ATTRIBUTE}'`);
    expect(SERVER_PAGE_SCRIPT).toContain(`setAttribute('${PENDING_SUBMIT_ATTRIBUTE}'`);
    expect(fields).toContain(`PENDING_PRESS_ATTRIBUTE = '${PENDING_PRESS_ATTRIBUTE}'`);
    expect(SERVER_PAGE_SCRIPT).toContain(`setAttribute('${PENDING_PRESS_ATTRIBUTE}'`);
  });

  it('reads the heading and the first paragraph after it, as text', () => {
    const html =
      '<p>before</p><main><h1 class="a">Items <!-- -->Database</h1><div><p class="b">Every item &amp; its <em>stats</em>.</p></div><p>later</p></main>';
    expect(pageSummary(html)).toEqual({
      heading: 'Items Database',
      paragraph: 'Every item & its stats .',
    });
    expect(pageSummary('<div>no heading</div>')).toEqual({ heading: null, paragraph: null });
    expect(textOf('<b>a</b>\n  <i>b</i>')).toBe('a b');
  });

  it('titles a page by its manifest label, else its heading; the description is its opening', () => {
    const labelled = headTags({
      route: { path: '/rules', title: 'RULES' },
      summary: { heading: 'Server Rules', paragraph: 'Play fair.' },
      origin,
      indexable: true,
    });
    expect(labelled.title).toBe('NORSECRAFT | RULES');
    expect(labelled.html).toContain('<meta name="description" content="Play fair." />');
    expect(labelled.html).toContain(`<link rel="canonical" href="${origin}/rules" />`);
    expect(labelled.html).toContain(
      `<meta property="og:image" content="${origin}/og-image.png" />`,
    );
    expect(labelled.html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(labelled.html).not.toContain('noindex');

    const unlabelled = headTags({
      route: { path: '/games' },
      summary: { heading: 'Mini Games', paragraph: 'Play "Flappy" <now>.' },
      origin,
      indexable: true,
    });
    expect(unlabelled.title).toBe('NORSECRAFT | MINI GAMES');
    expect(unlabelled.html).toContain('content="Play &quot;Flappy&quot; &lt;now&gt;."');

    const notFound = headTags({
      route: null,
      summary: { heading: 'Page Not Found', paragraph: null },
      origin,
      indexable: false,
    });
    expect(notFound.title).toBe('NORSECRAFT | PAGE NOT FOUND');
    expect(notFound.html).toContain('<meta name="robots" content="noindex" />');
    expect(notFound.html).not.toContain('canonical');

    // A guarded page is sent without its content: its label, else the product name alone.
    const guarded = (route) =>
      headTags({ route, summary: { heading: null, paragraph: null }, origin, indexable: false });
    expect(guarded({ path: '/members' }).title).toBe('NORSECRAFT');
    expect(guarded({ path: '/admin', title: 'ADMIN' }).title).toBe('NORSECRAFT | ADMIN');
  });

  it('shortens a long description at a word', () => {
    const long = `${'word '.repeat(80)}end`;
    const { html } = headTags({
      route: { path: '/' },
      summary: { heading: 'H', paragraph: long },
      origin,
      indexable: true,
    });
    const description = /name="description" content="([^"]*)"/.exec(html)[1];
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.endsWith('word…')).toBe(true);
  });

  it('puts the page, its head and its styles into the shell document', () => {
    const template =
      '<!doctype html><html><head><title>NORSECRAFT</title><script defer src="/i.js"></script></head><body><div id="root"></div></body></html>';
    const html = composeDocument(template, {
      title: 'NORSECRAFT | A & B',
      head: '<meta name="x" />',
      css: '.a{color:red}</style><script>',
      html: '<main>hi</main>',
    });
    expect(html).toContain('<title>NORSECRAFT | A &amp; B</title>');
    expect(html).toContain(
      '<meta name="x" /><script>' +
        SERVER_PAGE_SCRIPT +
        '</script><style id="norsecraft-server-styles">html[data-theme-pending] #root{visibility:hidden}.a{color:red}<\\/style><script></style></head>',
    );
    expect(html).toContain('<div id="root"><main>hi</main></div>');
  });

  it('inlines the registry as data a closing tag cannot break out of', () => {
    expect(inlineRegistryTag({ apps: { x: '</script>' } })).toBe(
      '<script id="norsecraft-registry" type="application/json">{"apps":{"x":"\\u003c/script>"}}</script>',
    );
  });

  it("preloads the remote's manifest, entry, ./routes and the chunks of the page's modules", () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'static/js/mfe_info.1.js' } },
      exposes: [{ path: './routes', assets: { js: { sync: ['static/js/async/routes.2.js'] } } }],
    };
    const pageChunks = {
      './src/items-page.tsx': ['static/js/async/items.3.js'],
      './src/item-card.tsx': ['static/js/async/items.3.js'],
      './src/calendar.tsx': ['static/js/async/calendar.4.js'],
    };
    const scripts = remoteScripts({
      manifest,
      pageChunks,
      modules: ['./src/items-page.tsx', './src/item-card.tsx', './src/unknown.ts'],
      baseUrl: 'https://info.example/1.0.0-a/',
    });
    expect(scripts).toEqual([
      'https://info.example/1.0.0-a/static/js/mfe_info.1.js',
      'https://info.example/1.0.0-a/static/js/async/routes.2.js',
      'https://info.example/1.0.0-a/static/js/async/items.3.js',
    ]);
    expect(
      preloadTags({ manifestUrl: 'https://info.example/m.json', scripts: scripts.slice(0, 1) }),
    ).toBe(
      '<link rel="preload" href="https://info.example/m.json" as="fetch" crossorigin="anonymous" />' +
        '<link rel="preload" href="https://info.example/1.0.0-a/static/js/mfe_info.1.js" as="script" />',
    );
  });

  it('preconnects to the Supabase API origin (anonymous CORS), and to nothing without one', () => {
    expect(preconnectTag('https://abc.supabase.co/')).toBe(
      '<link rel="preconnect" href="https://abc.supabase.co" crossorigin="anonymous" />',
    );
    expect(preconnectTag('http://127.0.0.1:54321')).toBe(
      '<link rel="preconnect" href="http://127.0.0.1:54321" crossorigin="anonymous" />',
    );
    expect(preconnectTag(undefined)).toBe('');
  });

  it('lists the public pages in the sitemap and points robots.txt at it', () => {
    const xml = sitemapXml(origin, [
      { path: '/' },
      { path: '/settings', guard: 'signed-in' },
      { path: '/votes' },
    ]);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${origin}/`,
      `${origin}/votes`,
    ]);
    expect(robotsTxt(origin)).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('finds the live page and its remote, a trailing slash being the same page', () => {
    const registry = {
      apps: {
        shell: { version: '1' },
        mfe_info: { entry: 'http://i/m.json', pages: [{ path: '/rules', title: 'RULES' }] },
      },
    };
    expect(findPage(registry, '/rules/')).toEqual({
      path: '/rules',
      title: 'RULES',
      remote: 'mfe_info',
    });
    expect(findPage(registry, '/nope')).toBeNull();
  });

  it('finds a page with a :name segment at its own path; a literal path wins', () => {
    const registry = {
      apps: {
        mfe_info: {
          entry: 'http://i/m.json',
          pages: [{ path: '/punishments/:player' }, { path: '/punishments/recent' }],
        },
      },
    };
    expect(findPage(registry, '/punishments/Ragnar/')).toEqual({
      path: '/punishments/Ragnar',
      remote: 'mfe_info',
    });
    expect(findPage(registry, '/punishments/recent')?.path).toBe('/punishments/recent');
    expect(findPage(registry, '/punishments/a/b')).toBeNull();
    expect(findPage(registry, '/punishments')).toBeNull();
  });

  it('keeps at most MAX_DOCUMENTS documents, dropping the oldest', () => {
    const renderer = createPageRenderer({ readAppFile: async () => null, log: () => {} });
    const request = (pathname) => ({
      pathname,
      registry: { apps: {} },
      registryUrl: 'http://s/remotes.json',
      origin: 'http://s',
      template: '<html><head><title>x</title></head><body><div id="root"></div></body></html>',
    });
    const first = renderer.render(request('/first'));
    expect(renderer.render(request('/first'))).toBe(first);
    for (let i = 0; i < MAX_DOCUMENTS; i += 1) renderer.render(request(`/other-${i}`));
    expect(renderer.render(request('/first'))).not.toBe(first);
  });

  it("sends a page's data in a script that is not run and cannot end early", () => {
    const tag = queryStateTag({ queries: [{ state: { data: '</script><script>alert(1)' } }] });
    expect(tag).toMatch(new RegExp(`^<script id="${QUERY_STATE_ID}" type="application/json">`));
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script[^>]*>(.*)<\/script>$/s.exec(tag)?.[1] ?? '';
    expect(JSON.parse(json).queries[0].state.data).toBe('</script><script>alert(1)');
  });

  it('renders a page sent with its data again after DATA_DOCUMENT_MS, other pages once', async () => {
    let clock = 0;
    // A shell build whose pages count their renders; `/auction` loads data, `/rules` none.
    const shellBuild = `
      let renders = 0;
      module.exports = {
        singletons: {},
        loadPageQueries: async ({ pathname }) =>
          pathname === '/auction' ? { mutations: [], queries: [{ queryKey: ['x'], state: { data: renders } }] } : null,
        renderPage: async ({ pathname, queryState }) => ({
          html: '<h1>' + pathname + '</h1><p>render ' + (++renders) + ' data ' + JSON.stringify(queryState?.queries[0]?.state.data ?? null) + '</p>',
          css: '',
        }),
      };`;
    const remoteBuild = 'module.exports = { default: () => null, evaluatedModules: () => [] };';
    const files = {
      shell: { 'server/render.cjs': shellBuild },
      mfe_x: {
        'server/render.cjs': remoteBuild,
        'mf-manifest.json': '{"metaData":{"remoteEntry":{"name":"x.js"}},"exposes":[]}',
      },
    };
    const renderer = createPageRenderer({
      readAppFile: async (app, _version, file) => files[app]?.[file] ?? null,
      log: () => {},
      now: () => clock,
    });
    const request = (pathname) => ({
      pathname,
      registry: {
        apps: {
          shell: { version: '1' },
          mfe_x: {
            version: '1',
            entry: 'http://x/mf-manifest.json',
            pages: [{ path: '/auction' }, { path: '/rules' }],
          },
        },
      },
      registryUrl: 'http://s/remotes.json',
      origin: 'http://s',
      template: '<html><head><title>x</title></head><body><div id="root"></div></body></html>',
    });
    const auction = await renderer.render(request('/auction'));
    expect(auction.live).toBe(true);
    expect(auction.html).toContain(`<script id="${QUERY_STATE_ID}"`);
    expect(auction.html).toContain('render 1 data 0');
    const rules = await renderer.render(request('/rules'));
    expect(rules.live).toBe(false);
    expect(rules.html).not.toContain(QUERY_STATE_ID);

    clock = DATA_DOCUMENT_MS - 1;
    expect(await renderer.render(request('/auction'))).toBe(auction);
    clock = DATA_DOCUMENT_MS;
    const again = await renderer.render(request('/auction'));
    expect(again.html).toContain('render 3 data 2');
    clock = 100 * DATA_DOCUMENT_MS;
    expect(await renderer.render(request('/rules'))).toBe(rules);
  });

  it('evaluates a server build with the singletons it is handed', () => {
    const code =
      "module.exports = { answer: require('react').answer, path: require('node:path').sep };";
    expect(evaluateServerBuild(code, '/tmp/x.cjs', { react: { answer: 42 } })).toEqual({
      answer: 42,
      path: path.sep,
    });
  });
});
