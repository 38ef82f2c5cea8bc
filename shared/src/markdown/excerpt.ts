// `@norsecraft/shared/markdown-text`: what plain-text places (link previews, the Atom feed, the
// chat notice) show of staff-written Markdown. No React: the HTML host imports it too.

/** The text of Markdown without its marks, shortened to `limit`: for summaries and previews. */
export function markdownExcerpt(source: string, limit = 200): string {
  const text = source
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_~`|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > 0 ? space : cut.length)}…`;
}
