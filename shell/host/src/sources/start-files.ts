// The files a registry state needs to serve its pages, which a host keeps from the moment it
// loads that state (storage-source.ts): the live shell's whole release (its document, its
// entry, styles and chunks, its server build) and what the host reads of each live remote to
// render its pages (its manifest, its server build, which chunk holds which module). The
// remotes' browser files are not the host's to serve: browsers load them from their releases'
// own origin (the bucket, or NORSECRAFT_REMOTE_URLS).
import { PAGE_CHUNKS, SERVER_BUILD } from '../render/server-build';
import { SHELL, type Registry } from '../registry';

export interface ReleaseFile {
  app: string;
  version: string;
  file: string;
}

export const RELEASE_LISTING = 'release.json';

/** What each live remote's pages need of its release on the host. */
export const REMOTE_SERVER_FILES = ['mf-manifest.json', PAGE_CHUNKS, SERVER_BUILD];

/**
 * The files of a state: `shellFiles` is the live shell's release listing (its release.json
 * `files`), read first.
 */
export function startFiles(registry: Registry, shellFiles: { path: string }[]): ReleaseFile[] {
  const shell = registry.apps[SHELL];
  const files: ReleaseFile[] = shell
    ? [RELEASE_LISTING, ...shellFiles.map((file) => file.path)].map((file) => ({
        app: SHELL,
        version: shell.version,
        file,
      }))
    : [];
  for (const [app, entry] of Object.entries(registry.apps)) {
    if (app === SHELL || !entry.entry) continue;
    for (const file of REMOTE_SERVER_FILES) files.push({ app, version: entry.version, file });
  }
  return files;
}
