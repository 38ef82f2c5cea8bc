export interface Benefit {
  /**
   * The card's emblem: a rune drawn as SVG strokes in a 24×24 box (runic glyphs are missing from
   * the fonts of many systems). Decorative only.
   */
  runePath: string;
  title: string;
  description: string;
}

/** The six member benefits shown on /members. */
export const MEMBER_BENEFITS: readonly Benefit[] = [
  {
    // Fehu: wealth shared.
    runePath: 'M8 3V21M8 8L16 3.5M8 13L16 8.5',
    title: 'Members-Only Events',
    description: 'Join raids, build contests and feasts held for association members only.',
  },
  {
    // Raidō: the journey.
    runePath: 'M8 3V21M8 3L15.5 7L8 11L16 21',
    title: 'Priority Access',
    description: 'Skip the queue when the server is full and be first in on new worlds.',
  },
  {
    // Tīwaz: law and the thing.
    runePath: 'M12 3V21M6 9L12 3L18 9',
    title: 'A Voice at the Thing',
    description: 'Vote at the yearly meeting on rules, events and where the server goes next.',
  },
  {
    // Algiz: protection and standing.
    runePath: 'M12 3V21M6 4L12 11L18 4',
    title: 'Member Title',
    description: 'Carry a member title in chat and on the tab list across all game modes.',
  },
  {
    // Berkanan: the home and its growth.
    runePath: 'M8 3V21M8 3L15 7.5L8 12L15 16.5L8 21',
    title: 'Private Build Plots',
    description: 'Claim protected plots in the members realm for your longhouses and halls.',
  },
  {
    // Mannaz: the people.
    runePath: 'M7 3V21M17 3V21M7 3L17 11M17 3L7 11',
    title: 'Support the Community',
    description: 'Your membership keeps the server running, ad-free and open to everyone.',
  },
];
