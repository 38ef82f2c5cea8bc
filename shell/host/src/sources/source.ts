// Where the host reads what is live: a release directory or a Storage bucket (README "Shipping a
// remote" lays both out the same way), optionally with a release candidate in place of its app's
// live version (the release gate).
import type { Registry } from '../registry';

export interface ReleaseSource {
  describe(): string;
  /** The live registry: revalidated, the last good copy when the source fails. */
  registry(): Promise<Registry>;
  /** Whether a registry has been loaded (the host is ready). */
  loaded(): boolean;
  /** An app's kept versions, newest first (its history), the live one among them. */
  keptVersions(app: string): Promise<string[]>;
  /** A file of an immutable release, or null when the release has no such file. */
  readFile(app: string, version: string, file: string): Promise<Buffer | null>;
  /** Where browsers load an app's releases from (`…/<app dir>/`), or null when unknown. */
  publicBaseUrl(app: string): string | null;
}

/** A build served in place of its app's live version, without touching the source. */
export interface Candidate {
  /** Federation name. */
  app: string;
  /** Its build folder. */
  dir: string;
  /** Its registry entry; a remote's `entry` absolute (where the gate serves the build). */
  entry: Registry['apps'][string];
}
