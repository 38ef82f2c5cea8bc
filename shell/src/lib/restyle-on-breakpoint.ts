/**
 * Chromium can keep the rules of a breakpoint as they matched at the old width when the viewport
 * changes while styled-components is inserting rules through the CSSOM (a phone rotated as the
 * page restyles for the account's theme): the wide nav stayed on a 360 px screen until the next
 * style change (docs/decisions.md). So when the viewport crosses one of the site's breakpoints,
 * its style sheets are switched off and on again, and every rule is matched anew.
 */
export function restyleOnBreakpointChange(widths: readonly string[]): void {
  const restyle = () => {
    const sheets = [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')]
      .map((element) => element.sheet)
      .filter((sheet) => sheet !== null);
    for (const sheet of sheets) sheet.disabled = true;
    // The style update in between is what makes the browser drop what it had matched.
    getComputedStyle(document.documentElement).getPropertyValue('display');
    for (const sheet of sheets) sheet.disabled = false;
  };
  for (const width of widths) {
    window.matchMedia(`(min-width: ${width})`).addEventListener('change', restyle);
  }
}
