// What a page's head carries besides the template's: title, description, canonical URL, link
// preview cards, preload hints for its remote's code, the Supabase preconnect and the runtime
// environment script; and the site's robots.txt and sitemap.xml. README "Content first".
import {
  documentTitle,
  NOT_FOUND_NAME,
  pageName,
  specPreviewTitle,
} from '@norsecraft/shared/document';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  localizedPath,
  type Language,
  type PageLanguage,
} from '@norsecraft/shared/languages';
import { escapeHtml, jsonForScript } from './escape';

/** The head's own sentences in each language (the page's texts come from its render). */
const HEAD_TEXTS: Record<Language, { description: string; imageAlt: string; feed: string }> = {
  en: {
    description: 'a Norse-themed block-building server.',
    imageAlt: 'a Norse fjord at night, in pixel art',
    feed: 'news',
  },
  sv: {
    description: 'en nordisk server för att bygga med block.',
    imageAlt: 'en nordisk fjord en natt, i pixelkonst',
    feed: 'nyheter',
  },
};

/** `<link rel=alternate hreflang>` for the page in every language, English the default. */
export function alternateTags(origin: string, path: string): string {
  const link = (hreflang: string, language: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${origin}${localizedPath(path, language)}`)}" />`;
  return [
    ...LANGUAGES.map((language) => link(language, language)),
    link('x-default', DEFAULT_LANGUAGE),
  ].join('');
}

/** The link-preview image, in the shell's public folder. */
export const PREVIEW_IMAGE = '/og-image.png';
/** The product's name as written (siteConfig.productName's default). */
export const PRODUCT = 'Norsecraft';
const DESCRIPTION_LIMIT = 200;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  nbsp: ' ',
};

/** The text of an HTML fragment: tags dropped, entities decoded, whitespace collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<!--.*?-->/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#?\w+);/g, (match, name: string) => ENTITIES[name] ?? match)
    .replace(/\s+/g, ' ')
    .trim();
}

export interface PageSummary {
  heading: string | null;
  paragraph: string | null;
  /** The page's own preview image (an `<img data-preview-image>`, a news post's cover). */
  image?: string | null;
}

/** The src of the page's `<img data-preview-image>`, when it is an http(s) address. */
function previewImage(html: string): string | null {
  const tag = /<img\b[^>]*\bdata-preview-image\b[^>]*>/s.exec(html)?.[0];
  const src = tag && /\ssrc="([^"]*)"/.exec(tag)?.[1];
  const url = src?.replace(/&amp;/g, '&');
  return url && /^https?:\/\/[^\s"<>]+$/.test(url) ? url : null;
}

/**
 * What a link preview shows: the text of the first h1 and of the first paragraph after it, and
 * the page's own image when it has one.
 */
export function pageSummary(html: string): PageSummary {
  const heading = /<h1\b[^>]*>(.*?)<\/h1>/s.exec(html);
  const afterHeading = heading ? html.slice(heading.index + heading[0].length) : html;
  const paragraph = /<p\b[^>]*>(.*?)<\/p>/s.exec(afterHeading);
  return {
    heading: heading ? textOf(heading[1]!) : null,
    paragraph: paragraph ? textOf(paragraph[1]!) : null,
    image: previewImage(html),
  };
}

function shorten(text: string, limit = DESCRIPTION_LIMIT): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > 0 ? space : cut.length)}…`;
}

/**
 * The head of a page: its tab title as the shell sets it (the manifest's page name, 'Rules ·
 * Norsecraft'), the description (its opening paragraph), canonical URL and the Open Graph /
 * Twitter card tags, whose title is the spec's 'NORSECRAFT | RULES' for a page with a preview
 * label and the tab title otherwise (a page without a name is named by its heading). `route`
 * null: the 404.
 */
export function headTags({
  route,
  summary,
  origin,
  indexable,
  language = DEFAULT_LANGUAGE,
}: {
  /** `path` is the path asked for; `pattern` its manifest path when it has `:name` segments. */
  route: { title?: string; previewLabel?: string; path: string; pattern?: string } | null;
  summary: PageSummary;
  origin: string;
  indexable: boolean;
  /** The page's language; `route.path` is its address without the language prefix. */
  language?: PageLanguage;
}): { title: string; html: string } {
  const texts = HEAD_TEXTS[isLanguage(language) ? language : DEFAULT_LANGUAGE];
  // A page without a name in its manifest is named by its heading (a wiki article, a news post:
  // the browser's tab the same, from the page's data — usePageName).
  const name = route
    ? (pageName({ path: route.pattern ?? route.path, title: route.title }, route.path) ??
      summary.heading ??
      undefined)
    : language === DEFAULT_LANGUAGE
      ? NOT_FOUND_NAME
      : (summary.heading ?? NOT_FOUND_NAME);
  const title = documentTitle(name, PRODUCT);
  const previewTitle = route?.previewLabel ? specPreviewTitle(route.previewLabel, PRODUCT) : title;
  const description = shorten(
    summary.paragraph ?? summary.heading ?? `${PRODUCT}, ${texts.description}`,
  );
  const url = route ? `${origin}${localizedPath(route.path, language)}` : null;
  const image = summary.image ?? `${origin}${PREVIEW_IMAGE}`;
  const meta = (attr: string, key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return {
    title,
    html: [
      meta('name', 'description', description),
      indexable ? '' : meta('name', 'robots', 'noindex'),
      url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : '',
      route && indexable ? alternateTags(origin, route.path) : '',
      // The news feed, for feed readers to find from any page.
      `<link rel="alternate" type="application/atom+xml" title="${PRODUCT} ${texts.feed}" href="${escapeHtml(`${origin}/news/feed.xml`)}" />`,
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', PRODUCT),
      meta('property', 'og:title', previewTitle),
      meta('property', 'og:description', description),
      url ? meta('property', 'og:url', url) : '',
      meta('property', 'og:image', image),
      summary.image ? '' : meta('property', 'og:image:alt', `${PRODUCT}: ${texts.imageAlt}`),
      meta('property', 'og:locale', intlLocaleTag(language)),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', previewTitle),
      meta('name', 'twitter:description', description),
      meta('name', 'twitter:image', image),
    ].join(''),
  };
}

/**
 * `<link rel=preload>` for the page's remote: its manifest (fetched with CORS, as the federation
 * runtime does), its entry and the chunks of the page.
 */
export function preloadTags({
  manifestUrl,
  scripts,
}: {
  manifestUrl: string | null;
  scripts: string[];
}): string {
  const tags = manifestUrl
    ? [
        `<link rel="preload" href="${escapeHtml(manifestUrl)}" as="fetch" crossorigin="anonymous" />`,
      ]
    : [];
  for (const url of scripts)
    tags.push(`<link rel="preload" href="${escapeHtml(url)}" as="script" />`);
  return tags.join('');
}

/**
 * Opens the connection to the Supabase API while the page's code loads (the footer's server
 * status and data pages ask it from scripts that run late). Anonymous CORS, as those requests are.
 */
export function preconnectTag(supabaseUrl: string | undefined): string {
  if (!supabaseUrl) return '';
  return `<link rel="preconnect" href="${escapeHtml(new URL(supabaseUrl).origin)}" crossorigin="anonymous" />`;
}

/** The Supabase project the browser build talks to (read by @norsecraft/shared's runtime env). */
export interface RuntimeEnv {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** The Cloudflare Turnstile site key of the auth forms (PUBLIC_CAPTCHA_SITE_KEY). */
  captchaSiteKey?: string;
}

/** The code of the inline script setting `window.__NORSECRAFT_ENV__` (the CSP names its hash). */
export const runtimeEnvSource = (env: RuntimeEnv): string =>
  `window.__NORSECRAFT_ENV__=${jsonForScript(env)};`;

/** robots.txt: everything may be crawled; the sitemap lists the public pages. */
export const robotsTxt = (origin: string): string =>
  `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;

/** Open Graph's locale form: 'en_US', 'sv_SE'. */
const intlLocaleTag = (language: PageLanguage): string => (language === 'sv' ? 'sv_SE' : 'en_US');

/**
 * sitemap.xml of the public pages sent with their content (`paths`: their English addresses),
 * each in every language, with its alternates.
 */
export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.flatMap((path) =>
    LANGUAGES.map((language) => {
      const alternates = LANGUAGES.map(
        (other) =>
          `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeHtml(`${origin}${localizedPath(path, other)}`)}"/>`,
      ).join('');
      return `  <url><loc>${escapeHtml(`${origin}${localizedPath(path, language)}`)}</loc>${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
