// A stand-in for Supabase's Management API (a host outside this machine) for tests of the CLI
// and the deploy command: a fresh project with the function secrets it is given, answering what
// the pinned CLI asks. Every request is recorded.
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

/**
 * @param {{ ref: string, secrets?: string[] }} options
 * @returns {Promise<{ url: string, profile: string, requests: { method: string, path: string, body: string }[], setSecrets(names: string[]): void, close(): Promise<void> }>}
 */
export async function startManagementApiStub({ ref, secrets = [] }) {
  const requests = [];
  let secretNames = secrets;
  const project = (projectRef) => ({
    id: projectRef,
    ref: projectRef,
    name: 'norsecraft',
    organization_id: 'org',
    region: 'eu-central-1',
    status: 'ACTIVE_HEALTHY',
    created_at: '2026-11-01T00:00:00Z',
  });
  /** GET answers by path; `:ref` is any project (only `ref` has the given secrets). */
  const answers = [
    [/^\/v1\/projects\/([a-z]{20})$/, (projectRef) => project(projectRef)],
    [
      /^\/v1\/projects\/([a-z]{20})\/secrets$/,
      (projectRef) =>
        (projectRef === ref ? secretNames : []).map((name) => ({
          name,
          value: 'digest',
          updated_at: '2026-11-01T00:00:00Z',
        })),
    ],
    [
      /^\/v1\/projects\/([a-z]{20})\/billing\/addons$/,
      () => ({ available_addons: [], selected_addons: [] }),
    ],
    // A fresh project: nothing configured yet, so every declared setting is a change.
    [/^\/v2\/projects\/([a-z]{20})\/config$/, () => ({})],
  ];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      requests.push({ method: req.method ?? 'GET', path: url.pathname, body });
      const route =
        req.method === 'GET' ? answers.find(([pattern]) => pattern.test(url.pathname)) : null;
      res.writeHead(route ? 200 : 404, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(route ? route[1](route[0].exec(url.pathname)[1]) : { message: 'Not found' }),
      );
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = `http://127.0.0.1:${port}`;
  const profile = path.join(
    mkdtempSync(path.join(os.tmpdir(), 'supabase-profile-')),
    'profile.json',
  );
  writeFileSync(
    profile,
    JSON.stringify({
      name: 'stub',
      api_url: url,
      dashboard_url: `${url}/dashboard`,
      project_host: 'supabase.co',
    }),
  );
  return {
    url,
    profile,
    requests,
    setSecrets: (names) => (secretNames = names),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
