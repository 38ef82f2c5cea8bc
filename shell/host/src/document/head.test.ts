import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ASSET_PREFIX, THEME_MODE_STORAGE_KEY } from '@norsecraft/shared/document';
import {
  headTags,
  pageSummary,
  preconnectTag,
  preloadTags,
  robotsTxt,
  runtimeEnvSource,
  sitemapXml,
  textOf,
} from './head';
import { PAGE_SCRIPT } from './page-script';

const origin = 'https://norsecraft.example';

describe('page head', () => {
  it('reads the heading and the first paragraph after it, as text', () => {
    const html =
      '<p>before</p><main><h1 class="a">Items <!-- -->Database</h1><div><p class="b">Every item &amp; its <em>stats</em>.</p></div><p>later</p></main>';
    expect(pageSummary(html)).toEqual({
      heading: 'Items Database',
      paragraph: 'Every item & its stats .',
      image: null,
    });
    expect(pageSummary('<div>no heading</div>')).toEqual({
      heading: null,
      paragraph: null,
      image: null,
    });
    expect(textOf('<b>a</b>\n  <i>b</i>')).toBe('a b');
  });

  it("previews a page with its own image (a post's cover), an http(s) one only", () => {
    const cover = 'https://db.example/storage/v1/object/public/content-media/covers/a.png';
    const html = `<h1>Winter Nights</h1><img class="x" src="${cover}" alt="" data-preview-image=""/><p>Games.</p>`;
    const summary = pageSummary(html);
    expect(summary.image).toBe(cover);
    const head = headTags({ route: { path: '/news/x' }, summary, origin, indexable: true });
    expect(head.html).toContain(`<meta property="og:image" content="${cover}" />`);
    expect(head.html).toContain(`<meta name="twitter:image" content="${cover}" />`);
    expect(pageSummary('<img src="javascript:alert(1)" data-preview-image="">').image).toBeNull();
  });

  it("titles a page by its manifest name as the shell does; previews in the spec's form", () => {
    const labelled = headTags({
      route: { path: '/rules', title: 'Rules', previewLabel: 'RULES' },
      summary: { heading: 'Server Rules', paragraph: 'Play fair.' },
      origin,
      indexable: true,
    });
    expect(labelled.title).toBe('Rules · Norsecraft');
    expect(labelled.html).toContain('<meta property="og:title" content="NORSECRAFT | RULES" />');
    expect(labelled.html).toContain('<meta name="twitter:title" content="NORSECRAFT | RULES" />');
    expect(labelled.html).toContain('<meta name="description" content="Play fair." />');
    expect(labelled.html).toContain(`<link rel="canonical" href="${origin}/rules" />`);
    expect(labelled.html).toContain(
      `<meta property="og:image" content="${origin}/og-image.png" />`,
    );
    expect(labelled.html).not.toContain('noindex');
    const named = headTags({
      route: { path: '/games', title: 'Games' },
      summary: { heading: 'Mini Games', paragraph: 'Play "Flappy" <now>.' },
      origin,
      indexable: true,
    });
    expect(named.title).toBe('Games · Norsecraft');
    expect(named.html).toContain('<meta property="og:title" content="Games · Norsecraft" />');
    expect(named.html).toContain('content="Play &quot;Flappy&quot; &lt;now&gt;."');
    const player = headTags({
      route: {
        path: '/punishments/Bj%C3%B6rn',
        pattern: '/punishments/:player',
        title: 'Punishments of :player',
      },
      summary: { heading: 'Björn', paragraph: null },
      origin,
      indexable: true,
    });
    expect(player.title).toBe('Punishments of \u2068Björn\u2069 · Norsecraft');
    const unnamed = headTags({
      route: { path: '/new' },
      summary: { heading: 'Rune Dice', paragraph: null },
      origin,
      indexable: true,
    });
    // A page named by its data (a wiki article): by its heading, as the browser's tab is.
    expect(unnamed.title).toBe('Rune Dice · Norsecraft');
    expect(unnamed.html).toContain('<meta property="og:title" content="Rune Dice · Norsecraft" />');
    const notFound = headTags({
      route: null,
      summary: { heading: 'Page Not Found', paragraph: null },
      origin,
      indexable: false,
    });
    expect(notFound.title).toBe('Page Not Found · Norsecraft');
    expect(notFound.html).toContain('<meta name="robots" content="noindex" />');
    expect(notFound.html).not.toContain('canonical');
  });

  it("heads a Swedish page in Swedish: its address, alternates, locale and the 404's name", () => {
    const swedish = headTags({
      route: { path: '/rules', title: 'Regler', previewLabel: 'REGLER' },
      summary: { heading: 'Serverns regler', paragraph: null },
      origin,
      indexable: true,
      language: 'sv',
    });
    expect(swedish.title).toBe('Regler · Norsecraft');
    expect(swedish.html).toContain(`<link rel="canonical" href="${origin}/sv/rules" />`);
    expect(swedish.html).toContain(`<link rel="alternate" hreflang="en" href="${origin}/rules" />`);
    expect(swedish.html).toContain(
      `<link rel="alternate" hreflang="sv" href="${origin}/sv/rules" />`,
    );
    expect(swedish.html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${origin}/rules" />`,
    );
    expect(swedish.html).toContain('<meta property="og:locale" content="sv_SE" />');
    expect(swedish.html).toContain('content="NORSECRAFT | REGLER"');
    const notFound = headTags({
      route: null,
      summary: { heading: 'Sidan hittades inte', paragraph: null },
      origin,
      indexable: false,
      language: 'sv',
    });
    expect(notFound.title).toBe('Sidan hittades inte · Norsecraft');
    expect(notFound.html).not.toContain('hreflang');
  });

  it('escapes a path with $ patterns and quotes in the canonical URL', () => {
    const { html } = headTags({
      route: { path: `/punishments/a$%60b"'<` },
      summary: { heading: 'History', paragraph: null },
      origin,
      indexable: true,
    });
    expect(html).toContain(`href="${origin}/punishments/a$%60b&quot;&#39;&lt;"`);
  });

  it('shortens a long description at a word', () => {
    const { html } = headTags({
      route: { path: '/' },
      summary: { heading: 'H', paragraph: `${'word '.repeat(80)}end` },
      origin,
      indexable: true,
    });
    const description = /name="description" content="([^"]*)"/.exec(html)![1]!;
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.endsWith('word…')).toBe(true);
  });

  it("preloads the remote's manifest with CORS and its scripts", () => {
    expect(
      preloadTags({ manifestUrl: 'https://i.example/m.json', scripts: ['https://i.example/e.js'] }),
    ).toBe(
      '<link rel="preload" href="https://i.example/m.json" as="fetch" crossorigin="anonymous" />' +
        '<link rel="preload" href="https://i.example/e.js" as="script" />',
    );
  });

  it('preconnects to the Supabase API origin, and to nothing without one', () => {
    expect(preconnectTag('https://abc.supabase.co/')).toBe(
      '<link rel="preconnect" href="https://abc.supabase.co" crossorigin="anonymous" />',
    );
    expect(preconnectTag(undefined)).toBe('');
  });

  it('sets the runtime environment in a script no value can end early', () => {
    const source = runtimeEnvSource({
      supabaseUrl: 'https://x.example',
      supabaseAnonKey: 'a</script>',
    });
    expect(source).not.toContain('</script>');
    const window: Record<string, unknown> = {};
    new Function('window', source)(window);
    expect(window.__NORSECRAFT_ENV__).toEqual({
      supabaseUrl: 'https://x.example',
      supabaseAnonKey: 'a</script>',
    });
  });

  it('lists the pages in the sitemap and points robots.txt at it', () => {
    const xml = sitemapXml(origin, ['/', '/votes']);
    // Each page in every language, each with its alternates.
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${origin}/`,
      `${origin}/sv`,
      `${origin}/votes`,
      `${origin}/sv/votes`,
    ]);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="sv" href="${origin}/sv/votes"/>`);
    expect(robotsTxt(origin)).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe('the document contract', () => {
  it("is what the shell's inline script reads and the remotes' server builds are made with", () => {
    expect(PAGE_SCRIPT).toContain(`localStorage.getItem('${THEME_MODE_STORAGE_KEY}')`);
    const config = readFileSync(
      path.join(__dirname, '../../../../shared/build/create-app-config.ts'),
      'utf8',
    );
    expect(config).toContain("import { SERVER_ASSET_PREFIX } from '../src/document/contract'");
    expect(SERVER_ASSET_PREFIX).toMatch(/^https:\/\/[a-z.-]+\.invalid\/$/);
  });
});
