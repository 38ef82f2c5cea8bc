import { Fragment, type ReactNode } from 'react';

const TAG = /<([a-z]+)>(.*?)<\/\1>/gi;

/**
 * A translated sentence with marked-up parts ('Read the <rules>rules</rules> first.'): each
 * `<name>…</name>` is drawn by `parts[name]` with its text, so a link stays inside the sentence
 * wherever the language puts it. Text outside the tags stays text (React escapes it).
 */
export function RichText({
  text,
  parts,
}: {
  text: string;
  parts: Record<string, (text: string) => ReactNode>;
}) {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    const draw = parts[name];
    if (!draw) continue;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    nodes.push(<Fragment key={match.index}>{draw(inner)}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return <>{nodes}</>;
}
