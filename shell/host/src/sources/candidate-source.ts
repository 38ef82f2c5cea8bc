// The live source with a release candidate in place of its app's live version (the release
// gate's view of the site): the registry names the candidate, and its files come from its build
// folder. Nothing on the source changes.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Candidate, ReleaseSource } from './source';

export function withCandidate(source: ReleaseSource, candidate: Candidate): ReleaseSource {
  return {
    ...source,
    describe: () => `${source.describe()} with ${candidate.app} ${candidate.entry.version}`,
    async registry() {
      const live = await source.registry();
      return { ...live, apps: { ...live.apps, [candidate.app]: candidate.entry } };
    },
    async keptVersions(app) {
      const kept = await source.keptVersions(app);
      return app === candidate.app ? [candidate.entry.version, ...kept] : kept;
    },
    async readFile(app, version, file) {
      if (app !== candidate.app || version !== candidate.entry.version) {
        return source.readFile(app, version, file);
      }
      const filePath = path.join(candidate.dir, file);
      if (path.relative(candidate.dir, filePath).startsWith('..')) return null;
      return readFile(filePath).catch(() => null);
    },
  };
}
