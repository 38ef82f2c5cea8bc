// The shell's index.html with a page in it. The template is cut once into its parts at the
// title, the end of the head and the root element; a document is those parts and the page's
// escaped values joined in order, so nothing in the data is ever read as a pattern.
import { DATA_SCRIPT_TYPE, ROOT_ID, SERVER_STYLES_ID } from '@norsecraft/shared/document';
import { cssForStyle, escapeHtml, jsonForScript } from './escape';
import { PAGE_SCRIPT } from './page-script';

export interface DocumentTemplate {
  /** Up to `<title>`. */
  beforeTitle: string;
  /** From `</title>` up to `</head>`. */
  afterTitle: string;
  /** From `</head>` up to the inside of the root element. */
  beforeRoot: string;
  /** From the end of the root element's (empty) content on. */
  afterRoot: string;
}

const ROOT_ELEMENT = `<div id="${ROOT_ID}"></div>`;

/** Cuts the shell's index.html at the places pages fill; throws when one is missing. */
export function parseTemplate(html: string): DocumentTemplate {
  const titleStart = html.search(/<title>/i);
  const titleEnd = html.search(/<\/title>/i);
  const headEnd = html.search(/<\/head>/i);
  const root = html.indexOf(ROOT_ELEMENT);
  if (titleStart < 0 || titleEnd < titleStart || headEnd < titleEnd || root < headEnd) {
    throw new Error(
      `the shell's index.html needs <title>, </head> and ${ROOT_ELEMENT}, in that order`,
    );
  }
  const rootInside = root + ROOT_ELEMENT.length - '</div>'.length;
  return {
    beforeTitle: html.slice(0, titleStart + '<title>'.length),
    afterTitle: html.slice(titleEnd, headEnd),
    beforeRoot: html.slice(headEnd, rootInside),
    afterRoot: html.slice(rootInside),
  };
}

/** A JSON data block (not executed): the registry, a page's query answers. */
export const dataScriptTag = (id: string, value: unknown): string =>
  `<script id="${id}" type="${DATA_SCRIPT_TYPE}">${jsonForScript(value)}</script>`;

export interface DocumentParts {
  /** The page's language, for `<html lang>` (the template says English). */
  lang?: string;
  /** The title text (escaped here). */
  title: string;
  /** Markup for the head, made of escaped values by its builders. */
  head: string;
  /** The page's rules; with `html`, the page sent as HTML. */
  css?: string | null;
  /** The styled-components version that wrote `css` (its browser copy takes over only its own). */
  stylesVersion?: string | null;
  /** The rendered markup of the root element (React escaped its text). */
  html?: string | null;
}

/** The document: the template's parts and the page's, in order. */
export function composeDocument(template: DocumentTemplate, page: DocumentParts): string {
  const styles =
    page.css != null && page.html != null
      ? `<style id="${SERVER_STYLES_ID}" data-styled="true" data-styled-version="${escapeHtml(page.stylesVersion ?? '')}">${cssForStyle(page.css)}</style>`
      : '';
  const beforeTitle = page.lang
    ? template.beforeTitle.replace(/<html\b[^>]*>/i, `<html lang="${escapeHtml(page.lang)}">`)
    : template.beforeTitle;
  return [
    beforeTitle,
    escapeHtml(page.title),
    template.afterTitle,
    page.head,
    `<script>${PAGE_SCRIPT}</script>`,
    styles,
    template.beforeRoot,
    page.html ?? '',
    template.afterRoot,
  ].join('');
}
