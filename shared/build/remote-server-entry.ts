// The entry of a remote's server build (create-app-config.ts): its exposed `./routes`, for the
// release host to render the remote's pages to HTML with the live shell's chrome.
// `norsecraft-remote-routes` is an alias for the remote's own routes module.
export { default } from 'norsecraft-remote-routes';
export * from 'norsecraft-remote-routes';

/**
 * The ids (source paths: `moduleIds: 'named'`) of the modules evaluated so far. The host diffs it
 * around a page's render to learn which code the page needs, and preloads the browser chunks
 * holding it (the browser build's `page-chunks.json`).
 */
export const evaluatedModules = (): string[] => Object.keys(require.cache);
