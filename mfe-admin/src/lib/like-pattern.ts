/** A LIKE pattern matching `text` anywhere, with `%`, `_` and `\` in it matching themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
