export interface Benefit {
  /** A rune drawn as the card's emblem; decorative only. */
  rune: string;
  title: string;
  description: string;
}

/** The six member benefits shown on /members. */
export const MEMBER_BENEFITS: readonly Benefit[] = [
  {
    rune: 'ᚠ',
    title: 'Members-Only Events',
    description: 'Join raids, build contests and feasts held for association members only.',
  },
  {
    rune: 'ᚱ',
    title: 'Priority Access',
    description: 'Skip the queue when the server is full and be first in on new worlds.',
  },
  {
    rune: 'ᛏ',
    title: 'A Voice at the Thing',
    description: 'Vote at the yearly meeting on rules, events and where the server goes next.',
  },
  {
    rune: 'ᛉ',
    title: 'Member Title',
    description: 'Carry a member title in chat and on the tab list across all game modes.',
  },
  {
    rune: 'ᛒ',
    title: 'Private Build Plots',
    description: 'Claim protected plots in the members realm for your longhouses and halls.',
  },
  {
    rune: 'ᛗ',
    title: 'Support the Community',
    description: 'Your membership keeps the server running, ad-free and open to everyone.',
  },
];
