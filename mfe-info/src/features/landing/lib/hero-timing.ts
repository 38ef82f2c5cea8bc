/** Clicks on the logo that reveal the easter egg. */
export const EASTER_EGG_CLICKS = 10;
/** How long the "copied" confirmation stays, in ms. */
export const COPY_TOAST_MS = 7000;
