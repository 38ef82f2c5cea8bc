import { createFontStack } from '@capsizecss/core';
import arialMetrics from '@capsizecss/metrics/arial';
import cinzelMetrics from '@capsizecss/metrics/cinzel';
import sourceSans3Metrics from '@capsizecss/metrics/sourceSans3';
import timesNewRomanMetrics from '@capsizecss/metrics/timesNewRoman';
import cinzelBoldUrl from '@fontsource/cinzel/files/cinzel-latin-700-normal.woff2';
import sourceSans3Url from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2';

/*
 * The site's two faces ship with it (latin subset, woff2): Cinzel, the Norse display face of the
 * headings (bold only: every heading is bold, ~15 KB), and Source Sans 3 for text (one variable
 * file for every weight). Each is shown at once in a local fallback whose metrics are adjusted
 * to the web font's (Capsize), then swapped in: nothing waits for a font and nothing moves when
 * it arrives. Only Cinzel is preloaded (shell/rsbuild.config.ts): the first screen's headline.
 */

/** The latin subset's range, as @fontsource declares it. */
const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, ' +
  'U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/**
 * Metric-compatible twins of the fallbacks, installed where Times New Roman and Arial are not
 * (Linux distributions ship Liberation, Chrome OS and Android Tinos and Arimo).
 */
const LOCAL_TWINS: Record<string, readonly string[]> = {
  'Times New Roman': ['Liberation Serif', 'Tinos'],
  Arial: ['Liberation Sans', 'Arimo'],
};

type Metrics = Parameters<typeof createFontStack>[0][number];

/** The family list and the adjusted fallback's @font-face for one web font. */
export function fallbackStack(primary: Metrics, fallback: Metrics, generic: string) {
  const { fontFamily, fontFaces } = createFontStack([primary, fallback], {
    fontFaceFormat: 'styleObject',
  });
  const css = fontFaces.map(({ '@font-face': face }) => {
    const twins = (LOCAL_TWINS[fallback.familyName] ?? []).map((name) => `local('${name}')`);
    return `@font-face {
  font-family: ${face.fontFamily};
  src: ${[face.src, ...twins].join(', ')};
  ascent-override: ${face.ascentOverride};
  descent-override: ${face.descentOverride};
  line-gap-override: ${face.lineGapOverride};
  size-adjust: ${face.sizeAdjust};
}`;
  });
  return { fontFamily: `${fontFamily}, ${generic}`, fallbackFaces: css.join('\n') };
}

const heading = fallbackStack(cinzelMetrics, timesNewRomanMetrics, 'serif');
const body = fallbackStack(sourceSans3Metrics, arialMetrics, 'system-ui, sans-serif');

export const HEADING_FONT_FAMILY = heading.fontFamily;
export const BODY_FONT_FAMILY = body.fontFamily;
/** The display face's family name, for `document.fonts.check()` in tests. */
export const DISPLAY_FACE = cinzelMetrics.familyName;

export const FONT_FACES_CSS = `
@font-face {
  font-family: '${cinzelMetrics.familyName}';
  font-style: normal;
  font-weight: 700;
  font-display: swap;
  src: url(${cinzelBoldUrl}) format('woff2');
  unicode-range: ${LATIN_RANGE};
}
@font-face {
  font-family: '${sourceSans3Metrics.familyName}';
  font-style: normal;
  font-weight: 200 900;
  font-display: swap;
  src: url(${sourceSans3Url}) format('woff2');
  unicode-range: ${LATIN_RANGE};
}
${heading.fallbackFaces}
${body.fallbackFaces}
`;
