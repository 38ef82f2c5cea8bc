// The length rule: no source file over MAX_LINES lines, so each file does one job a reader can
// hold in mind. Tests, generated files and applied migrations are left out: a migration is
// history that hosted Supabase has recorded by its version, so it is never edited or split.

export const MAX_LINES = 300;

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|sql|css|html|sh)$/;
const EXEMPT = [
  /\.(test|spec)\.[^/]+$/, // tests
  /\.generated\.[^/]+$/, // generated
  /^supabase\/migrations\//, // applied history
];

/** Whether the rule applies to a repository path (forward slashes, relative to the root). */
export function isCounted(file) {
  return SOURCE.test(file) && !EXEMPT.some((pattern) => pattern.test(file));
}

export function lineCount(text) {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** `path: N lines` for every counted file over the limit. */
export function overLong(files) {
  return files
    .filter(({ path }) => isCounted(path))
    .map(({ path, text }) => ({ path, lines: lineCount(text) }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ path, lines }) => `${path}: ${lines} lines (at most ${MAX_LINES})`);
}
