// The inline script and style a page sent as HTML carries until the shell takes it over.
import {
  PENDING_PRESS_ATTRIBUTE,
  PENDING_SUBMIT_ATTRIBUTE,
  ROOT_ID,
  SERVER_STYLES_ID,
  THEME_MODE_STORAGE_KEY,
  THEME_PENDING_ATTRIBUTE,
} from '@norsecraft/shared/document';

/**
 * The inline script of a page sent as HTML. The CSP names its hash (security headers), so it must
 * stay byte for byte the same.
 * - The page is rendered in the default (dark) theme. A visitor who chose light would see it
 *   flash from dark to light when the shell takes over; for them the page stays hidden until then
 *   (at most 5 s, should the scripts not come).
 * - A form of the HTML has no handler until the shell takes over: submitted, the browser would
 *   send its fields in the URL (`/login?email=…&password=…`). It is held instead, and the shell
 *   submits the page's own form with what was typed once it has rendered (server-input.ts).
 * - Its buttons do nothing until then either: the last one clicked, or pressed with a key a menu
 *   button answers, is noted, and the shell presses the page's own button then.
 */
export const SERVER_PAGE_SCRIPT = `(function(){var d=document.documentElement;function held(){return document.getElementById('${SERVER_STYLES_ID}')}function pressed(e){var b=e.target&&e.target.closest&&e.target.closest('#${ROOT_ID} button');return held()&&b&&!(b.type==='submit'&&b.form)?b:null}function note(b,how){d.setAttribute('${PENDING_PRESS_ATTRIBUTE}',Array.prototype.indexOf.call(document.querySelectorAll('#${ROOT_ID} button'),b)+' '+how)}document.addEventListener('submit',function(e){if(!held())return;e.preventDefault();d.setAttribute('${PENDING_SUBMIT_ATTRIBUTE}',String(Array.prototype.indexOf.call(document.querySelectorAll('#${ROOT_ID} form'),e.target)))},true);document.addEventListener('click',function(e){var b=pressed(e);if(b)note(b,'click')},true);document.addEventListener('keydown',function(e){var b=pressed(e);if(b&&/^(Enter| |ArrowDown|ArrowUp)$/.test(e.key)){e.preventDefault();note(b,e.key)}},true);try{var m=localStorage.getItem('${THEME_MODE_STORAGE_KEY}');if(m==='light'||(m==='system'&&matchMedia('(prefers-color-scheme: light)').matches)){d.setAttribute('${THEME_PENDING_ATTRIBUTE}','');setTimeout(function(){d.removeAttribute('${THEME_PENDING_ATTRIBUTE}')},5000)}}catch(e){}})();`;

/** Hides the page of a light-theme visitor until the shell has rendered it in their theme. */
export const THEME_GUARD_CSS = `html[${THEME_PENDING_ATTRIBUTE}] #${ROOT_ID}{visibility:hidden}`;
