// A render worker: renders one page at a time with the live shell's server build and the server
// build of the remote serving the page. It runs every team's server code, so it runs apart from
// the host's main thread (pool.ts ends it when a render overruns its budget), with a memory limit
// and an empty environment: what it is given is public (the Supabase URL and anon key pages read
// public data with). Release files are asked of the main thread, which holds the release source.
//
// A serving worker loads one registry state's builds in one order before its first render, and
// every module of each (evaluateAllModules): styled-components names and orders rules by the
// order components are created in, so every worker of every instance writes the same bytes. The
// modules a page needs are learned by a worker of its own (`learn`), which renders each page
// with a fresh instance of its remote's build.
import { parentPort, workerData } from 'node:worker_threads';
import { SERVER_ASSET_PREFIX } from '@norsecraft/shared/document';
import { LANGUAGES, localizedPath, splitLanguagePath } from '@norsecraft/shared/languages';
import type {
  FromWorker,
  LearnTask,
  RenderOutput,
  RenderTask,
  ToWorker,
  WarmUp,
  WorkerSetup,
} from './protocol';
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

/** Loads once per key; a load that failed (the source was down) is tried again next time. */
function once<T>(map: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let value = map.get(key);
  if (!value) {
    value = make();
    const loading = value;
    loading.catch(() => map.get(key) === loading && map.delete(key));
    map.set(key, value);
  }
  return value;
}

const shellBuilds = new Map<string, Promise<ShellServerBuild>>();
const shellBuild = (version: string) =>
  once(shellBuilds, version, async () => {
    const code = await readReleaseFile('shell', version, SERVER_BUILD);
    if (!code) throw new Error(`shell ${version} has no server build`);
    const shell = evaluateServerBuild<ShellServerBuild>(
      code,
      `/releases/shell/${version}/${SERVER_BUILD}`,
    );
    shell.evaluateAllModules?.();
    return shell;
  });

interface RemoteRelease {
  /** A new instance of the build (learning a page's modules). */
  load(): RemoteServerBuild;
  /** The instance every render uses, every module evaluated. */
  shared: RemoteServerBuild;
  manifest: Parameters<typeof remoteScripts>[0]['manifest'];
  pageChunks: Record<string, string[]>;
}

const remoteReleases = new Map<string, Promise<RemoteRelease>>();
const remoteRelease = (name: string, version: string, shell: ShellServerBuild) =>
  once(remoteReleases, `${name}@${version}`, async () => {
    const [code, manifest, pageChunks] = await Promise.all(
      [SERVER_BUILD, 'mf-manifest.json', PAGE_CHUNKS].map((file) =>
        readReleaseFile(name, version, file),
      ),
    );
    if (!code || !manifest) throw new Error(`${name} ${version} has no server build`);
    const filename = `/releases/${name}/${version}/${SERVER_BUILD}`;
    const load = () => evaluateServerBuild<RemoteServerBuild>(code, filename, shell.singletons);
    const shared = load();
    shared.evaluateAllModules?.();
    return {
      load,
      shared,
      manifest: JSON.parse(manifest),
      pageChunks: pageChunks ? JSON.parse(pageChunks) : {},
    };
  });

/** Builds of the warmed state, loaded in one order: the shell, then the remotes by name. */
let ready: Promise<unknown> = Promise.resolve();
function warm({ shellVersion, remotes, pages, registry, registryUrl }: WarmUp) {
  ready = ready
    .then(async () => {
      const shell = await shellBuild(shellVersion);
      const releases = new Map<string, RemoteRelease | null>();
      for (const remote of [...remotes].sort((a, b) => a.name.localeCompare(b.name))) {
        releases.set(
          remote.name,
          await remoteRelease(remote.name, remote.version, shell).catch(() => null),
        );
      }
      // Every component exists by now: these renders create none, they only warm the code.
      for (const page of pages) {
        const release = releases.get(page.remote);
        const remotes = release ? { [page.remote]: release.shared } : {};
        await shell
          .renderPage({ pathname: page.path, registry, registryUrl, remotes })
          .catch(() => null);
      }
    })
    .catch(() => {});
}

async function render(taskId: number, task: RenderTask): Promise<RenderOutput> {
  await ready;
  const shell = await shellBuild(task.shellVersion);
  const request = {
    pathname: task.pathname,
    registry: task.registry,
    registryUrl: task.registryUrl,
    siteSettings: task.siteSettings ?? null,
  };
  if (!task.remote) {
    send({ type: 'loaded', taskId });
    send({ type: 'rendering', taskId });
    const page = await shell.renderPage({ ...request, remotes: {} });
    return {
      ...page,
      status: 404,
      stylesVersion: page.stylesVersion ?? null,
      queryState: null,
      manifestUrl: null,
      scripts: [],
    };
  }
  const { name, version, manifestUrl, modules } = task.remote;
  const release = await remoteRelease(name, version, shell);
  send({ type: 'loaded', taskId });
  const remote = release.shared;
  const queryState = task.withData
    ? ((await shell.loadPageQueries?.({ pathname: task.pathname, remote })) ?? null)
    : null;
  send({ type: 'rendering', taskId });
  const page = await shell.renderPage({ ...request, remotes: { [name]: remote }, queryState });
  const baseUrl = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const fill = (text: string) => text.split(SERVER_ASSET_PREFIX).join(baseUrl);
  return {
    html: fill(page.html),
    css: fill(page.css),
    // A shell released before pages could answer 404 says nothing: 200.
    status: page.status ?? 200,
    stylesVersion: page.stylesVersion ?? null,
    queryState,
    manifestUrl,
    scripts: remoteScripts({
      manifest: release.manifest,
      pageChunks: release.pageChunks,
      modules,
      language: splitLanguagePath(task.pathname).language,
      baseUrl,
    }),
  };
}

/**
 * Renders each page of a remote's release with a fresh instance, noting what it evaluates: in
 * every language, so the catalogs a page loads in each are among its modules (`remoteScripts`
 * preloads those of the page's language only).
 */
async function learn(taskId: number, task: LearnTask): Promise<Record<string, string[]>> {
  const shell = await shellBuild(task.shellVersion);
  const release = await remoteRelease(task.remote.name, task.remote.version, shell);
  send({ type: 'loaded', taskId });
  const learned: Record<string, string[]> = {};
  for (const pattern of task.patterns) {
    const remote = release.load();
    const before = new Set(remote.evaluatedModules());
    for (const language of LANGUAGES) {
      await shell
        .renderPage({
          pathname: localizedPath(pattern.replace(/:[^/]+/g, '_'), language),
          registry: task.registry,
          registryUrl: task.registryUrl,
          remotes: { [task.remote.name]: remote },
        })
        .catch(() => null);
    }
    learned[pattern] = remote.evaluatedModules().filter((id) => !before.has(id));
  }
  return learned;
}

const failed = (taskId: number) => (error: unknown) =>
  send({
    type: 'failed',
    taskId,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });

port.on('message', (message: ToWorker) => {
  if (message.type === 'file') {
    const read = reads.get(message.readId);
    reads.delete(message.readId);
    if (message.error) read?.reject(new Error(message.error));
    else read?.resolve(message.text);
  } else if (message.type === 'warm') {
    warm(message.warmUp);
  } else if (message.type === 'learn') {
    learn(message.taskId, message.learn).then(
      (modules) => send({ type: 'learned', taskId: message.taskId, modules }),
      failed(message.taskId),
    );
  } else {
    render(message.taskId, message.task).then(
      (output) => send({ type: 'done', taskId: message.taskId, output }),
      failed(message.taskId),
    );
  }
});
