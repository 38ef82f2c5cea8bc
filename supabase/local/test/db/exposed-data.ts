// Everything the API shows a viewer, for the scans that look for what must not be in it (e-mail
// addresses: privacy.test.ts; admins' account ids: admin-ids.test.ts). The relations come from
// PostgREST's own OpenAPI description for the viewer, so a new table or view is scanned without
// touching the tests; each is read in full, every column the viewer may select.
import { anonKey, stackUrl } from '../helpers';

const PAGE = 1_000;

function headers(token: string): Record<string, string> {
  return { apikey: anonKey(), authorization: `Bearer ${token}` };
}

interface OpenApi {
  definitions?: Record<string, { properties?: Record<string, unknown> }>;
}

async function openApi(token: string): Promise<OpenApi> {
  const res = await fetch(`${stackUrl()}/rest/v1/`, { headers: headers(token) });
  if (res.status !== 200) throw new Error(`OpenAPI: ${res.status}`);
  return (await res.json()) as OpenApi;
}

/** The tables and views PostgREST offers this viewer (its OpenAPI follows their privileges). */
export async function exposedRelations(token: string): Promise<string[]> {
  return Object.keys((await openApi(token)).definitions ?? {}).sort();
}

async function select(relation: string, columns: string, token: string, offset: number) {
  return fetch(
    `${stackUrl()}/rest/v1/${relation}?select=${columns}&limit=${PAGE}&offset=${offset}`,
    { headers: headers(token) },
  );
}

/**
 * The columns of `relation` the viewer may select: all (`*`), or — where a column is withheld
 * (readable column by column) — each listed column that answers.
 */
export async function readableColumns(relation: string, token: string): Promise<string> {
  const whole = await select(relation, '*', token, 0);
  if (whole.ok) return '*';
  const { code } = (await whole.json()) as { code?: string };
  if (code !== '42501') throw new Error(`${relation}: ${whole.status} ${code}`);
  const listed = Object.keys((await openApi(token)).definitions?.[relation]?.properties ?? {});
  const readable: string[] = [];
  for (const column of listed) {
    if ((await select(relation, column, token, 0)).ok) readable.push(column);
  }
  return readable.join(',');
}

/** Every row of a relation the viewer can read, every readable column, as JSON text. */
export async function readAll(relation: string, token: string): Promise<string> {
  const columns = await readableColumns(relation, token);
  const pages: string[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const res = await select(relation, columns, token, offset);
    const text = await res.text();
    if (!res.ok) throw new Error(`${relation}: ${res.status} ${text}`);
    pages.push(text);
    if ((JSON.parse(text) as unknown[]).length < PAGE) return pages.join('\n');
  }
}
