// The host's programmatic API, for the scripts that run beside it: the service itself (`pnpm
// start`, the e2e harness), the static export of a release, and what the release gate reads in
// the documents the service sends (it runs the service itself, with its candidate in place).
export { ConfigError, readConfig, type HostConfig } from './config';
export { startHost, type RunningHost } from './host';
export { exportStaticSite, type StaticExportOptions } from './export/static-export';
export type { Candidate } from './sources/source';
export { pageSummary } from './document/head';
/** The document contract, for scripts that run under plain Node (they cannot import its TS). */
export * as documentContract from '@norsecraft/shared/document';
