import { useLayoutEffect } from 'react';

/** The id of the `<style>` holding the server-rendered page's rules (scripts/lib/page-html.mjs). */
export const SERVER_STYLES_ID = 'norsecraft-server-styles';

/**
 * The first client render replaces the server's markup, and styled-components has inserted the
 * client's rules by then: the server's rules go in the same commit, before the browser paints.
 */
export function ServerStylesRemover() {
  useLayoutEffect(() => document.getElementById(SERVER_STYLES_ID)?.remove(), []);
  return null;
}
