// Every value that enters a document is escaped for the place it goes: text, an attribute, a
// JSON data block or an inline script, a style sheet. Values are never passed through
// String.prototype.replace with a string replacement: its `$&`, `` $` `` and `$'` are code.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or a double-quoted attribute value: no markup, no way out of the quotes. */
export const escapeHtml = (value: unknown): string =>
  String(value).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * A value as JSON that is safe inside a `<script>` element (a data block or code): no `</script>`
 * or `<!--` can end or change the element, and the line separators U+2028/U+2029 (line ends in
 * older JavaScript) are escaped. JSON.parse and JavaScript read it back unchanged.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char]!);

/**
 * CSS inside a `<style>` element: `</` (which could end the element) becomes `<\/`, the same
 * rule to CSS (`\/` is an escaped slash).
 */
export const cssForStyle = (css: string): string => css.split('</').join('<\\/');
