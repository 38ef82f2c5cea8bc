import cinzelBoldUrl from '@fontsource/cinzel/files/cinzel-latin-700-normal.woff2';
import sourceSans3Url from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2';

/*
 * The site's two faces ship with it (latin subset, woff2): Cinzel, the Norse display face of the
 * headings (bold only: every heading is bold, ~15 KB), and Source Sans 3 for text (one variable
 * file for every weight). They start loading right after the first render (`GlobalStyle`), not
 * before it: on a slow phone connection bytes fetched before the first paint delay it (measured
 * +260 ms first contentful paint under Lighthouse's mobile throttling). `swap` shows the text at
 * once in a local fallback whose metrics are adjusted to the web font's, so the swap moves nothing.
 */

/** The latin subset's range, as @fontsource declares it. */
const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, ' +
  'U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/**
 * Digits. Cinzel's "1" reads as a capital I ("Admins I"): numbers in headings take the text
 * face's digits, through a face of their own listed first in the heading stack.
 */
const DIGITS_RANGE = 'U+0030-0039';

/** The text face's digits, for headings (first in HEADING_FONT_FAMILY). */
export const NUMERALS_FACE = 'Norse Numerals';

export interface FallbackFace {
  family: string;
  /** Only these characters, when not the whole font. */
  unicodeRange?: string;
  /** Local fonts with the metrics the overrides were computed for, best first. */
  locals: readonly string[];
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
  sizeAdjust: string;
}

/**
 * The fallbacks' overrides, as Capsize computes them from the fonts' metrics (fonts.test.ts
 * recomputes them, so they stay right; computing them here would ship Capsize to every visitor).
 * Liberation and Tinos/Arimo share Times New Roman's and Arial's metrics: Linux and Android.
 */
export const FALLBACK_FACES: readonly FallbackFace[] = [
  {
    family: 'Cinzel Fallback',
    locals: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'Tinos'],
    ascentOverride: '71.3129%',
    descentOverride: '27.1808%',
    lineGapOverride: '0%',
    sizeAdjust: '136.8615%',
  },
  {
    family: 'Source Sans 3 Fallback',
    locals: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo'],
    ascentOverride: '109.2105%',
    descentOverride: '42.6604%',
    lineGapOverride: '0%',
    sizeAdjust: '93.7639%',
  },
  {
    family: `${NUMERALS_FACE} Fallback`,
    unicodeRange: DIGITS_RANGE,
    locals: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo'],
    ascentOverride: '109.2105%',
    descentOverride: '42.6604%',
    lineGapOverride: '0%',
    sizeAdjust: '93.7639%',
  },
];

/** The display face's family name, for `document.fonts` checks in tests. */
export const DISPLAY_FACE = 'Cinzel';

export const HEADING_FONT_FAMILY = `"${NUMERALS_FACE}", Cinzel, "${NUMERALS_FACE} Fallback", "Cinzel Fallback", "Times New Roman", serif`;
export const BODY_FONT_FAMILY = `"Source Sans 3", "Source Sans 3 Fallback", Arial, system-ui, sans-serif`;

const fallbackCss = (face: FallbackFace) => `@font-face {
  font-family: "${face.family}";
  src: ${face.locals.map((name) => `local('${name}')`).join(', ')};
  ascent-override: ${face.ascentOverride};
  descent-override: ${face.descentOverride};
  line-gap-override: ${face.lineGapOverride};
  size-adjust: ${face.sizeAdjust};${
    face.unicodeRange
      ? `
  unicode-range: ${face.unicodeRange};`
      : ''
  }
}`;

/** The adjusted local fallbacks, as CSS (the web faces are added by `loadWebFonts`). */
export const FALLBACK_FACES_CSS = FALLBACK_FACES.map(fallbackCss).join('\n');

const WEB_FACES = [
  { family: DISPLAY_FACE, url: cinzelBoldUrl, weight: '700', unicodeRange: LATIN_RANGE },
  { family: 'Source Sans 3', url: sourceSans3Url, weight: '200 900', unicodeRange: LATIN_RANGE },
  // The same file as the text face: one download.
  { family: NUMERALS_FACE, url: sourceSans3Url, weight: '200 900', unicodeRange: DIGITS_RANGE },
] as const;

let webFontsAdded = false;

/**
 * Adds the two web faces to the document and starts fetching them. Called by `GlobalStyle` after
 * its first render (the shell's, or a remote's when it runs alone); only the first call does
 * anything.
 */
export function loadWebFonts(): void {
  if (webFontsAdded || typeof FontFace === 'undefined' || !globalThis.document?.fonts) return;
  webFontsAdded = true;
  for (const { family, url, weight, unicodeRange } of WEB_FACES) {
    const face = new FontFace(family, `url(${url}) format('woff2')`, {
      weight,
      style: 'normal',
      display: 'swap',
      unicodeRange,
    });
    document.fonts.add(face);
    // A failed font leaves the fallback in place; the page reads the same.
    face.load().catch(() => {});
  }
}
