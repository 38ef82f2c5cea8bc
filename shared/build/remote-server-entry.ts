// The entry of a remote's server build (create-app-config.ts): its exposed `./routes`, for the
// HTML host (shell/host) to render the remote's pages to HTML with the live shell's chrome.
// `norsecraft-remote-routes` is an alias for the remote's own routes module.
export { default } from 'norsecraft-remote-routes';
export * from 'norsecraft-remote-routes';
export { evaluateAllModules, evaluatedModules } from './server-modules';
