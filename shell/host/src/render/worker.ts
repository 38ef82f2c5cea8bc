// A render worker: renders one page at a time with the live shell's server build and the server
// build of the remote serving the page. It runs every team's server code, so it runs apart from
// the host's main thread (pool.ts ends it when a render overruns its budget), with a memory limit
// and an empty environment: what it is given is public (the Supabase URL and anon key pages read
// public data with). Release files are asked of the main thread, which holds the release source.
import { parentPort, workerData } from 'node:worker_threads';
import { SERVER_ASSET_PREFIX } from '@norsecraft/shared/document';
import type { FromWorker, RenderOutput, RenderTask, ToWorker, WorkerSetup } from './protocol';
import {
  evaluateServerBuild,
  PAGE_CHUNKS,
  remoteScripts,
  SERVER_BUILD,
  type RemoteServerBuild,
  type ShellServerBuild,
} from './server-build';

const port = parentPort!;
const setup = workerData as WorkerSetup;
// The server builds read it as the browser build does (shared/src/lib/runtime-env.ts).
if (setup.runtimeEnv) {
  (globalThis as { __NORSECRAFT_ENV__?: unknown }).__NORSECRAFT_ENV__ = setup.runtimeEnv;
}

const send = (message: FromWorker) => port.postMessage(message);

let nextRead = 0;
const reads = new Map<
  number,
  { resolve: (text: string | null) => void; reject: (e: Error) => void }
>();
function readReleaseFile(app: string, version: string, file: string): Promise<string | null> {
  const readId = (nextRead += 1);
  return new Promise((resolve, reject) => {
    reads.set(readId, { resolve, reject });
    send({ type: 'read', readId, app, version, file });
  });
}

/** Kept per app: the builds of its last few versions (a release replaces them). */
const VERSIONS_KEPT = 2;
function keepLatest<T>(map: Map<string, Promise<T>>, key: string, make: () => Promise<T>) {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    // A load that failed (the source was down) is tried again by the next render.
    const loading = value;
    loading.catch(() => map.get(key) === loading && map.delete(key));
    const app = key.split('@')[0];
    const ofApp = [...map.keys()].filter((k) => k.split('@')[0] === app);
    for (const old of ofApp.slice(0, Math.max(0, ofApp.length - VERSIONS_KEPT + 1)))
      map.delete(old);
  } else map.delete(key);
  map.set(key, value);
  return value;
}

const shellBuilds = new Map<string, Promise<ShellServerBuild>>();
function shellBuild(version: string) {
  return keepLatest(shellBuilds, `shell@${version}`, async () => {
    const code = await readReleaseFile('shell', version, SERVER_BUILD);
    if (!code) throw new Error(`shell ${version} has no server build`);
    return evaluateServerBuild<ShellServerBuild>(
      code,
      `/releases/shell/${version}/${SERVER_BUILD}`,
    );
  });
}

interface RemoteRelease {
  load(): RemoteServerBuild;
  /** One instance for every render of the version. */
  shared: RemoteServerBuild;
  manifest: Parameters<typeof remoteScripts>[0]['manifest'];
  pageChunks: Record<string, string[]>;
  /** Manifest path → the modules its page evaluated (learned on its first render). */
  modules: Map<string, string[]>;
}

const remoteReleases = new Map<string, Promise<RemoteRelease>>();
function remoteRelease(name: string, version: string, shell: ShellServerBuild) {
  return keepLatest(remoteReleases, `${name}@${version}`, async () => {
    const [code, manifest, pageChunks] = await Promise.all(
      [SERVER_BUILD, 'mf-manifest.json', PAGE_CHUNKS].map((file) =>
        readReleaseFile(name, version, file),
      ),
    );
    if (!code || !manifest) throw new Error(`${name} ${version} has no server build`);
    const filename = `/releases/${name}/${version}/${SERVER_BUILD}`;
    const load = () => evaluateServerBuild<RemoteServerBuild>(code, filename, shell.singletons);
    return {
      load,
      shared: load(),
      manifest: JSON.parse(manifest),
      pageChunks: pageChunks ? JSON.parse(pageChunks) : {},
      modules: new Map(),
    };
  });
}

async function render(taskId: number, task: RenderTask): Promise<RenderOutput> {
  const shell = await shellBuild(task.shellVersion);
  const request = {
    pathname: task.pathname,
    registry: task.registry,
    registryUrl: task.registryUrl,
  };
  if (!task.remote) {
    send({ type: 'rendering', taskId });
    const page = await shell.renderPage({ ...request, remotes: {} });
    return { ...page, queryState: null, manifestUrl: null, scripts: [] };
  }
  const { name, version, manifestUrl, pattern } = task.remote;
  const release = await remoteRelease(name, version, shell);
  send({ type: 'loaded', taskId });
  // A page's first render uses an instance of its own, to learn which modules it needs (the
  // chunks to preload); later renders share one instance, whose modules are all loaded.
  const learned = release.modules.get(pattern);
  const remote = learned ? release.shared : release.load();
  const before = new Set(remote.evaluatedModules());
  const queryState = task.withData
    ? ((await shell.loadPageQueries?.({ pathname: task.pathname, remote })) ?? null)
    : null;
  send({ type: 'rendering', taskId });
  const page = await shell.renderPage({ ...request, remotes: { [name]: remote }, queryState });
  const modules = learned ?? remote.evaluatedModules().filter((id) => !before.has(id));
  if (!learned) release.modules.set(pattern, modules);
  const baseUrl = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const fill = (text: string) => text.split(SERVER_ASSET_PREFIX).join(baseUrl);
  return {
    html: fill(page.html),
    css: fill(page.css),
    queryState,
    manifestUrl,
    scripts: remoteScripts({
      manifest: release.manifest,
      pageChunks: release.pageChunks,
      modules,
      baseUrl,
    }),
  };
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'file') {
    const read = reads.get(message.readId);
    reads.delete(message.readId);
    if (message.error) read?.reject(new Error(message.error));
    else read?.resolve(message.text);
    return;
  }
  if (message.type === 'warm') {
    const { shellVersion, remotes } = message.warmUp;
    // Nothing to report: a build that fails to load here fails its render later, with its reason.
    void shellBuild(shellVersion)
      .then((shell) => Promise.all(remotes.map((r) => remoteRelease(r.name, r.version, shell))))
      .catch(() => {});
    return;
  }
  render(message.taskId, message.task).then(
    (output) => send({ type: 'done', taskId: message.taskId, output }),
    (error: unknown) =>
      send({
        type: 'failed',
        taskId: message.taskId,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
});
