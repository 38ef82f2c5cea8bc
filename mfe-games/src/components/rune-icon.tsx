import { StrokeIcon } from '@norsecraft/shared';

/** The games' runes, sized by font-size (runic glyphs are missing from many system fonts). */
const RUNES = {
  // ᚠ fehu, "wealth": the clicker.
  fehu: 'M8 3v26M8 11l10-6M8 19l10-6',
  // ᚱ raido, "journey": the flight.
  raido: 'M7 3v26M7 3l9 6-9 6 10 14',
} as const;

export type RuneName = keyof typeof RUNES;

export function RuneIcon({ rune }: { rune: RuneName }) {
  return (
    <StrokeIcon
      path={RUNES[rune]}
      viewBox="0 0 24 32"
      width="0.75em"
      height="1em"
      strokeWidth={2.5}
    />
  );
}
