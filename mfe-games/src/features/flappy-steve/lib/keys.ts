/** What a key does in Flappy Steve. */
export type FlappyCommand = 'fly' | 'pause';

/**
 * Space and Arrow Up fly (starting a game, or continuing a paused one); Escape and P pause a game
 * in flight and continue it (the letter P of the visitor's layout, with or without Shift). Other
 * keys keep their meaning for the page.
 */
export function commandOfKey({ code, key }: { code: string; key: string }): FlappyCommand | null {
  if (code === 'Space' || key === 'ArrowUp') return 'fly';
  if (key === 'Escape' || key === 'p' || key === 'P') return 'pause';
  return null;
}
