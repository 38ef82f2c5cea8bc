export interface Benefit {
  /** Its texts in the catalog: `benefit.<id>.title` and `benefit.<id>.text`. */
  id: 'events' | 'priority' | 'thing' | 'title' | 'plots' | 'support';
  /**
   * The card's emblem: a rune drawn as SVG strokes in a 24×24 box (runic glyphs are missing from
   * the fonts of many systems). Decorative only.
   */
  runePath: string;
}

/** The six member benefits shown on /members. */
export const MEMBER_BENEFITS: readonly Benefit[] = [
  // Fehu: wealth shared.
  { id: 'events', runePath: 'M8 3V21M8 8L16 3.5M8 13L16 8.5' },
  // Raidō: the journey.
  { id: 'priority', runePath: 'M8 3V21M8 3L15.5 7L8 11L16 21' },
  // Tīwaz: law and the thing.
  { id: 'thing', runePath: 'M12 3V21M6 9L12 3L18 9' },
  // Algiz: protection and standing.
  { id: 'title', runePath: 'M12 3V21M6 4L12 11L18 4' },
  // Berkanan: the home and its growth.
  { id: 'plots', runePath: 'M8 3V21M8 3L15 7.5L8 12L15 16.5L8 21' },
  // Mannaz: the people.
  { id: 'support', runePath: 'M7 3V21M17 3V21M7 3L17 11M17 3L7 11' },
];
