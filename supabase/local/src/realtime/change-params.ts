// The `config.postgres_changes` entries of a channel join, parsed as hosted Realtime parses them
// (Extensions.PostgresCdcRls.Subscriptions.parse_subscription_params), with its error messages.
import { createHash } from 'node:crypto';

export const FILTER_OPS = [
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'like',
  'ilike',
  'is',
  'match',
  'imatch',
  'isdistinct',
] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export interface ChangeFilter {
  column: string;
  op: FilterOp;
  /** As the database compares it: `in.(a,b)` becomes the array literal `{a,b}`. */
  value: string;
  negate: boolean;
}

export type ChangeAction = '*' | 'INSERT' | 'UPDATE' | 'DELETE';

export interface ChangeParams {
  action: ChangeAction;
  /** `*` matches every schema or table of the publication. */
  schema: string;
  table: string;
  filters: ChangeFilter[];
  /** Columns to send (the primary key always goes along); null = all. */
  select: string[] | null;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** Elixir's `inspect` for the JSON values Realtime quotes back in its messages. */
export function inspect(value: unknown): string {
  if (value === null || value === undefined) return 'nil';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(inspect).join(', ')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).map(
      ([key, item]) => `${JSON.stringify(key)} => ${inspect(item)}`,
    );
    return `%{${entries.join(', ')}}`;
  }
  return String(value);
}

function actionOf(event: unknown): ChangeAction {
  if (typeof event !== 'string') return '*';
  const upper = event.toUpperCase();
  return upper === 'INSERT' || upper === 'UPDATE' || upper === 'DELETE' ? upper : '*';
}

/** Splits on commas outside parentheses and double quotes. */
function splitTopLevel(filter: string): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  let previous = '';
  for (let i = 0; i < filter.length; i++) {
    const char = filter[i]!;
    if (quoted) {
      if (char === '\\' && i + 1 < filter.length) {
        current += char + filter[++i];
        continue;
      }
      if (char === '"') quoted = false;
      current += char;
    } else if (char === '"' && ['.', '(', ','].includes(previous)) {
      quoted = true;
      current += char;
    } else if (char === '(') {
      depth++;
      current += char;
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
      current += char;
    } else if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
      previous = '';
      continue;
    } else {
      current += char;
    }
    previous = char;
  }
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  if (!value.startsWith('"')) return value;
  let out = '';
  for (let i = 1; i < value.length; i++) {
    const char = value[i]!;
    if (char === '\\' && i + 1 < value.length) {
      out += value[++i];
    } else if (char === '"') {
      return i === value.length - 1 ? out : value;
    } else {
      out += char;
    }
  }
  return value;
}

function parseSegment(segment: string): Parsed<ChangeFilter> {
  const trimmed = segment.trim();
  if (trimmed === '') {
    return { ok: false, error: 'filter must not contain empty segments (check for extra commas)' };
  }
  const eq = trimmed.indexOf('=');
  if (eq < 0) return { ok: false, error: inspect([trimmed]) };
  const column = trimmed.slice(0, eq);
  let rest = trimmed.slice(eq + 1);
  const negate = rest.startsWith('not.');
  if (negate) rest = rest.slice(4);
  const dot = rest.indexOf('.');
  if (dot < 0) return { ok: false, error: inspect([rest]) };
  const op = rest.slice(0, dot);
  const raw = rest.slice(dot + 1);
  if (!(FILTER_OPS as readonly string[]).includes(op)) {
    return { ok: false, error: inspect([op, raw]) };
  }
  if (op === 'in') {
    if (raw.length < 2 || !raw.startsWith('(') || !raw.endsWith(')')) {
      return { ok: false, error: '`in` filter value must be wrapped by parentheses' };
    }
    return { ok: true, value: { column, op, value: `{${raw.slice(1, -1)}}`, negate } };
  }
  return { ok: true, value: { column, op: op as FilterOp, value: unquote(raw), negate } };
}

export function parseFilter(filter: string): Parsed<ChangeFilter[]> {
  if (filter.trim() === '') return { ok: true, value: [] };
  const filters: ChangeFilter[] = [];
  for (const segment of splitTopLevel(filter.trim())) {
    const parsed = parseSegment(segment);
    if (!parsed.ok) return { ok: false, error: `Error parsing \`filter\` params: ${parsed.error}` };
    filters.push(parsed.value);
  }
  return { ok: true, value: filters };
}

export function parseChangeParams(params: unknown): Parsed<ChangeParams> {
  const map =
    typeof params === 'object' && params !== null && !Array.isArray(params)
      ? (params as Record<string, unknown>)
      : {};
  const action = actionOf(map.event);

  let select: string[] | null = null;
  if (typeof map.select === 'string') {
    return {
      ok: false,
      error:
        'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]',
    };
  }
  if (Array.isArray(map.select)) {
    const names = map.select.filter((c): c is string => typeof c === 'string');
    select = names.length ? names : null;
  }

  const has = (key: string) => Object.hasOwn(map, key);
  const isString = (key: string) => typeof map[key] === 'string';
  let schema: string;
  let table: string;
  let filters: ChangeFilter[] = [];
  if (isString('schema') && isString('table') && isString('filter')) {
    const parsed = parseFilter(map.filter as string);
    if (!parsed.ok) return parsed;
    [schema, table, filters] = [map.schema as string, map.table as string, parsed.value];
  } else if (isString('schema') && isString('table') && !has('filter')) {
    [schema, table] = [map.schema as string, map.table as string];
  } else if (isString('schema') && !has('table') && !has('filter')) {
    [schema, table] = [map.schema as string, '*'];
  } else if (isString('table') && !has('schema') && !has('filter')) {
    [schema, table] = ['public', map.table as string];
  } else {
    const shown = has('user_token') || has('auth_token') ? '<redacted>' : inspect(params);
    return {
      ok: false,
      error: `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${shown}`,
    };
  }
  if (select && (schema === '*' || table === '*')) {
    return {
      ok: false,
      error:
        'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.',
    };
  }
  return { ok: true, value: { action, schema, table, filters, select } };
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The id hosted gives a postgres_changes binding (`:erlang.phash2(params)`, 0 … 2^27 − 1): equal
 * params give equal ids, which is all the client relies on.
 */
export function bindingId(params: unknown): number {
  return createHash('sha256').update(canonical(params)).digest().readUInt32BE(0) >>> 5;
}
