// The host's programmatic API, for the scripts that run beside it: the service itself (`pnpm
// start`, the e2e harness), the static export of a release, and what the release gate reads in
// the documents the service sends (it runs the service itself, with its candidate in place).
import { pageSummary } from './document/head';

export { ConfigError, readConfig, type HostConfig } from './config';
export { startHost, type RunningHost } from './host';
export { exportStaticSite, type StaticExportOptions } from './export/static-export';
export type { Candidate } from './sources/source';
/** From the document contract, for scripts under plain Node (they cannot import its TS). */
export { HYDRATED_ATTRIBUTE } from '@norsecraft/shared/document';

/** The text of the h1 a document's page carries, or null (not rendered, or no heading). */
export function documentHeading(html: string): string | null {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
  return pageSummary(root).heading;
}
