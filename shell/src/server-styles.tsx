import { SERVER_STYLES_ID, THEME_PENDING_ATTRIBUTE } from '@norsecraft/shared/document';
import { useLayoutEffect } from 'react';

/**
 * The first client render replaces the server's markup, and styled-components has inserted the
 * client's rules by then: the server's rules go in the same commit, before the browser paints,
 * and a page hidden until the visitor's theme applies is shown. `onTakeover` runs then too.
 */
export function ServerStylesRemover({ onTakeover }: { onTakeover?: () => void }) {
  useLayoutEffect(() => {
    document.getElementById(SERVER_STYLES_ID)?.remove();
    document.documentElement.removeAttribute(THEME_PENDING_ATTRIBUTE);
    onTakeover?.();
  }, [onTakeover]);
  return null;
}
