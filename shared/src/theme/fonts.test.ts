import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import cinzel from '@capsizecss/metrics/cinzel';
import sourceSans3 from '@capsizecss/metrics/sourceSans3';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { BODY_FONT_FAMILY, FALLBACK_FACES, HEADING_FONT_FAMILY, loadWebFonts } from './fonts';

it.each([
  [cinzel, timesNewRoman, 0],
  [sourceSans3, arial, 1],
])("the fallback for %s has Capsize's metric overrides", (primary, fallback, index) => {
  const { fontFaces } = createFontStack([primary, fallback], { fontFaceFormat: 'styleObject' });
  const face = fontFaces[0]!['@font-face'];
  const shipped = FALLBACK_FACES[index]!;
  expect(`"${shipped.family}"`).toBe(face.fontFamily);
  expect(face.src).toContain(`local('${shipped.locals[0]}')`);
  expect(shipped).toMatchObject({
    ascentOverride: face.ascentOverride,
    descentOverride: face.descentOverride,
    lineGapOverride: face.lineGapOverride,
    sizeAdjust: face.sizeAdjust,
  });
});

it('lists each web font first, then its adjusted fallback', () => {
  expect(HEADING_FONT_FAMILY).toMatch(
    /^"Norse Numerals", Cinzel, "Norse Numerals Fallback", "Cinzel Fallback",/,
  );
  expect(BODY_FONT_FAMILY).toMatch(/^"Source Sans 3", "Source Sans 3 Fallback",/);
});

it('adds the web faces once, swapped in (nothing waits for them)', () => {
  const added: { family: string; descriptors: FontFaceDescriptors }[] = [];
  class FakeFontFace {
    constructor(
      public family: string,
      _source: string,
      public descriptors: FontFaceDescriptors,
    ) {}
    load = () => Promise.resolve(this);
  }
  Object.assign(globalThis, { FontFace: FakeFontFace });
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { add: (face: FakeFontFace) => added.push(face) },
  });
  loadWebFonts();
  loadWebFonts();
  expect(added.map((face) => [face.family, face.descriptors.weight])).toEqual([
    ['Cinzel', '700'],
    ['Source Sans 3', '200 900'],
    ['Norse Numerals', '200 900'],
  ]);
  // Headings take only the digits of the text face.
  expect(added[2]!.descriptors.unicodeRange).toBe('U+0030-0039');
  expect(added.every((face) => face.descriptors.display === 'swap')).toBe(true);
});
