// The shell's index.html with a page in it. The template is cut once into its parts at the
// title, the end of the head and the root element; a document is those parts and the page's
// escaped values joined in order, so nothing in the data is ever read as a pattern.
import { DATA_SCRIPT_TYPE, ROOT_ID, SERVER_STYLES_ID } from '@norsecraft/shared/document';
import { cssForStyle, escapeHtml, jsonForScript } from './escape';
import { ENTRY_SCRIPTS_ID, SERVER_PAGE_SCRIPT, THEME_GUARD_CSS } from './page-script';

export interface DocumentTemplate {
  /** Up to `<title>`. */
  beforeTitle: string;
  /** From `</title>` up to `</head>`. */
  afterTitle: string;
  /** From `</head>` up to the inside of the root element. */
  beforeRoot: string;
  /** From the end of the root element's (empty) content on. */
  afterRoot: string;
  /** The shell's entry scripts (`<script defer src>`): a page sent as HTML starts them after it paints. */
  entryScripts: string[];
  /** `beforeTitle` and `afterTitle` without the entry scripts: the head of a page sent as HTML. */
  withoutEntries: { beforeTitle: string; afterTitle: string };
}

/** An entry script as the shell's build writes it; one written otherwise stays as it is. */
const ENTRY_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

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
  const beforeTitle = html.slice(0, titleStart + '<title>'.length);
  const afterTitle = html.slice(titleEnd, headEnd);
  return {
    beforeTitle,
    afterTitle,
    beforeRoot: html.slice(headEnd, rootInside),
    afterRoot: html.slice(rootInside),
    entryScripts: [...(beforeTitle + afterTitle).matchAll(ENTRY_SCRIPT)].map((match) => match[1]!),
    withoutEntries: {
      beforeTitle: beforeTitle.replace(ENTRY_SCRIPT, ''),
      afterTitle: afterTitle.replace(ENTRY_SCRIPT, ''),
    },
  };
}

/** A JSON data block (not executed): the registry, a page's query answers. */
export const dataScriptTag = (id: string, value: unknown): string =>
  `<script id="${id}" type="${DATA_SCRIPT_TYPE}">${jsonForScript(value)}</script>`;

export interface DocumentParts {
  /** The title text (escaped here). */
  title: string;
  /** Markup for the head, made of escaped values by its builders. */
  head: string;
  /** The page's rules; with `html`, the page sent as HTML. */
  css?: string | null;
  /** The rendered markup of the root element (React escaped its text). */
  html?: string | null;
}

/**
 * The document: the template's parts and the page's, in order. A page sent as HTML carries its
 * styles and the inline script, which starts the shell's entry scripts once the page has painted.
 */
export function composeDocument(template: DocumentTemplate, page: DocumentParts): string {
  const asHtml = page.css != null && page.html != null;
  const head = asHtml ? template.withoutEntries : template;
  const styles = asHtml
    ? `${template.entryScripts.length ? dataScriptTag(ENTRY_SCRIPTS_ID, template.entryScripts) : ''}<script>${SERVER_PAGE_SCRIPT}</script><style id="${SERVER_STYLES_ID}">${THEME_GUARD_CSS}${cssForStyle(page.css!)}</style>`
    : '';
  return [
    head.beforeTitle,
    escapeHtml(page.title),
    head.afterTitle,
    page.head,
    styles,
    template.beforeRoot,
    page.html ?? '',
    template.afterRoot,
  ].join('');
}
