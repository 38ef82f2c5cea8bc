/**
 * Seeded PRNG (mulberry32) as a pure function of a 32-bit state, so the game state can carry it
 * and a given seed always produces the same course (deterministic tests and replays).
 */
export function nextRandom(state: number): { value: number; state: number } {
  const next = (state + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, state: next };
}

/** A fresh 32-bit seed for a new game. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 32) | 0;
}
