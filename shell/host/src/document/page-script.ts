// The inline script every page carries (the shell's document alone, or with a page in it).
import {
  EARLY_INPUT_KEY,
  ROOT_ID,
  THEME_ATTRIBUTE,
  THEME_MODE_STORAGE_KEY,
} from '@norsecraft/shared/document';

/**
 * The inline script of every page. The CSP names its hash (security headers), so it must stay
 * byte for byte the same. It does two things before the shell's code has come:
 * - Puts the visitor's chosen theme on <html> (`data-theme`), so the first paint is in their
 *   theme: the page's styles hold both themes as CSS variables ('system', the default, is the
 *   device's preference, read by a media query).
 * - Keeps the last button pressed, or form submitted, in the page's markup. Hydration keeps the
 *   server's DOM and what was typed into it, and React handles every event from the moment the
 *   shell calls `hydrateRoot`; but before that no listener is attached, so a press did nothing
 *   and a form was sent by the browser, its fields in the URL (`/login?email=…&password=…`).
 *   The submission is cancelled; the shell stops the script and presses or submits the same
 *   element again once the page is hydrated (early-input.ts).
 */
export const PAGE_SCRIPT = `(function(){var d=document;try{var m=localStorage.getItem('${THEME_MODE_STORAGE_KEY}');if(m==='light'||m==='dark')d.documentElement.setAttribute('${THEME_ATTRIBUTE}',m)}catch(e){}var k=window.${EARLY_INPUT_KEY}={last:null};function keep(e){var t=e.target,f=t&&t.closest&&t.closest('#${ROOT_ID} '+(e.type==='submit'?'form':'button'));if(!f||(e.type==='click'&&f.type==='submit'&&f.form))return;if(e.type==='submit')e.preventDefault();k.last={type:e.type,target:f,submitter:e.submitter||null,keyboard:e.detail===0}}d.addEventListener('click',keep,true);d.addEventListener('submit',keep,true);k.stop=function(){d.removeEventListener('click',keep,true);d.removeEventListener('submit',keep,true)}})();`;
