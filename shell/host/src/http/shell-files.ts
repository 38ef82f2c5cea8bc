// The shell's own files (scripts, styles, images) at the site's origin, from every kept shell
// version: a tab opened before a shell release still asks for the previous version's hashed
// files. Each version's release.json lists its files, so a path is looked up without asking the
// source for it version by version. Server builds and build metadata are never served.
import { SHELL } from '../registry';
import type { ReleaseSource } from '../sources/source';

/** Files of a release that are not the browser's: the server build, metadata, the template. */
export function isServedToBrowsers(file: string): boolean {
  return !(
    file.startsWith('server/') ||
    [
      'release.json',
      'mf-stats.json',
      'mf-manifest.json',
      'page-chunks.json',
      'index.html',
    ].includes(file)
  );
}

export function createShellFiles(source: ReleaseSource) {
  /** Version → the files its release lists (immutable, so kept for good). */
  const listings = new Map<string, Promise<Set<string> | null>>();

  function listing(version: string) {
    if (!listings.has(version)) {
      const loading = source
        .readFile(SHELL, version, 'release.json')
        .then((bytes) =>
          bytes
            ? new Set(
                (JSON.parse(bytes.toString('utf8')) as { files: { path: string }[] }).files.map(
                  (f) => f.path,
                ),
              )
            : null,
        );
      loading.catch(() => listings.get(version) === loading && listings.delete(version));
      listings.set(version, loading);
    }
    return listings.get(version)!;
  }

  return {
    /** The file at `file` (no leading slash) from the newest kept shell version that has it. */
    async find(file: string): Promise<{ body: Buffer; version: string } | null> {
      if (!isServedToBrowsers(file)) return null;
      const live = (await source.registry()).apps[SHELL]?.version;
      if (!live) return null;
      const older = (await source.keptVersions(SHELL)).filter((version) => version !== live);
      for (const version of [live, ...older]) {
        const files = await listing(version);
        // A release without release.json (a build folder: the gate's candidate) is asked directly.
        if (files && !files.has(file)) continue;
        const body = await source.readFile(SHELL, version, file);
        if (body) return { body, version };
      }
      return null;
    },
  };
}
