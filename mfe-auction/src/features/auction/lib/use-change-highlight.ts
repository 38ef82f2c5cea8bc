import { useEffect, useState } from 'react';

/** How long a value that just changed stays highlighted. */
export const HIGHLIGHT_MS = 1500;

/** True for HIGHLIGHT_MS after `value` changes (not on the first render). */
export function useChangeHighlight(value: unknown): boolean {
  const [last, setLast] = useState(value);
  const [highlighted, setHighlighted] = useState(false);
  if (!Object.is(last, value)) {
    setLast(value);
    setHighlighted(true);
  }
  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(() => setHighlighted(false), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted, last]);
  return highlighted;
}
