// The part of Go's html/template that GoTrue's mail templates use (supabase/templates, config.toml
// [auth.email.template.*]): `{{ .Field }}` and `{{ .Data.key }}` written HTML-escaped, and
// `{{ if … }}` / `{{ else if … }}` / `{{ else }}` / `{{ end }}` on `eq`, `ne` or a value's
// truth, with `{{-`/`-}}` trimming. Anything else is refused, so a template that would not run
// on hosted does not pass here either.

export type TemplateData = Record<string, unknown>;

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; path: string[] }
  | { kind: 'if'; branches: { test: string; body: Node[] }[]; otherwise: Node[] };

export class TemplateError extends Error {
  override name = 'TemplateError';
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&#34;')
    .replace(/'/g, '&#39;');

/** The actions and the text between them, trim markers applied. */
function tokens(source: string): { action: boolean; text: string }[] {
  const parts: { action: boolean; text: string }[] = [];
  const pattern = /\{\{(-\s)?([\s\S]*?)(\s-)?\}\}/g;
  let last = 0;
  let trimNext = false;
  for (const match of source.matchAll(pattern)) {
    let text = source.slice(last, match.index);
    if (trimNext) text = text.trimStart();
    if (match[1]) text = text.trimEnd();
    parts.push({ action: false, text });
    parts.push({ action: true, text: (match[2] ?? '').trim() });
    trimNext = Boolean(match[3]);
    last = match.index + match[0].length;
  }
  const rest = source.slice(last);
  parts.push({ action: false, text: trimNext ? rest.trimStart() : rest });
  return parts;
}

const FIELD = /^(\.[A-Za-z_][A-Za-z0-9_]*)+$/;
const fieldPath = (text: string) => text.slice(1).split('.');

/** Parses a template; throws TemplateError on what the subset does not know. */
export function parseTemplate(source: string): Node[] {
  const list = tokens(source);
  let at = 0;
  function block(): { nodes: Node[]; closer: string | null } {
    const nodes: Node[] = [];
    while (at < list.length) {
      const token = list[at++]!;
      if (!token.action) {
        if (token.text) nodes.push({ kind: 'text', text: token.text });
        continue;
      }
      const action = token.text;
      if (action === 'end' || action === 'else' || action.startsWith('else if ')) {
        return { nodes, closer: action };
      }
      if (action.startsWith('if ')) {
        nodes.push(conditional(action.slice(3).trim()));
        continue;
      }
      if (FIELD.test(action)) {
        nodes.push({ kind: 'value', path: fieldPath(action) });
        continue;
      }
      throw new TemplateError(`unsupported template action {{ ${action} }}`);
    }
    return { nodes, closer: null };
  }
  function conditional(firstTest: string): Node {
    const branches: { test: string; body: Node[] }[] = [];
    let test = firstTest;
    for (;;) {
      const { nodes, closer } = block();
      branches.push({ test, body: nodes });
      if (closer === 'end') return { kind: 'if', branches, otherwise: [] };
      if (closer === 'else') {
        const rest = block();
        if (rest.closer !== 'end') throw new TemplateError('{{ else }} without {{ end }}');
        return { kind: 'if', branches, otherwise: rest.nodes };
      }
      if (closer?.startsWith('else if ')) {
        test = closer.slice(8).trim();
        continue;
      }
      throw new TemplateError(`{{ if ${firstTest} }} without {{ end }}`);
    }
  }
  const { nodes, closer } = block();
  if (closer) throw new TemplateError(`{{ ${closer} }} without {{ if }}`);
  return nodes;
}

function lookup(data: TemplateData, path: string[]): unknown {
  let value: unknown = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A field's value or a string literal. */
function argument(text: string, data: TemplateData): unknown {
  if (FIELD.test(text)) return lookup(data, fieldPath(text));
  const literal = /^"((?:[^"\\]|\\.)*)"$/.exec(text);
  if (literal) return JSON.parse(`"${literal[1]}"`) as string;
  throw new TemplateError(`unsupported template argument ${text}`);
}

/** Go's truth: false, 0, nil and empty strings, maps and slices are false. */
const truthy = (value: unknown) =>
  !(
    value === undefined ||
    value === null ||
    value === false ||
    value === 0 ||
    value === '' ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === 'object' && Object.keys(value).length === 0)
  );

function holds(test: string, data: TemplateData): boolean {
  const words = test.match(/"(?:[^"\\]|\\.)*"|\S+/g) ?? [];
  const [operator, ...args] = words;
  if ((operator === 'eq' || operator === 'ne') && args.length === 2) {
    // A missing key (nil) equals nothing, as text/template's eq with a missing map entry.
    const [left, right] = args.map((arg) => argument(arg, data));
    const equal = left !== undefined && left !== null && left === right;
    return operator === 'eq' ? equal : !equal;
  }
  if (words.length === 1 && operator) return truthy(argument(operator, data));
  throw new TemplateError(`unsupported condition ${test}`);
}

function renderNodes(nodes: Node[], data: TemplateData): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text;
      if (node.kind === 'value') {
        const value = lookup(data, node.path);
        return value === undefined || value === null ? '' : escapeHtml(String(value));
      }
      const branch = node.branches.find(({ test }) => holds(test, data));
      return renderNodes(branch ? branch.body : node.otherwise, data);
    })
    .join('');
}

/** Renders a template with GoTrue's data (`ConfirmationURL`, `Token`, `Data`, …). */
export function renderTemplate(source: string, data: TemplateData): string {
  return renderNodes(parseTemplate(source), data);
}
