// The apps' message catalogs (`src/locales/<language>/<name>.json`, README "Languages") are
// compiled to Lingui's runtime form as they are bundled (messages-loader.cjs): the page carries
// no ICU parser.
import type { RsbuildConfig } from '@rsbuild/core';
import path from 'node:path';

/** An app's message catalog. */
export const MESSAGE_CATALOG = /[\\/]src[\\/]locales[\\/][a-z]{2}(-[A-Z]{2})?[\\/][a-z-]+\.json$/;

/** Rsbuild's `tools.bundlerChain`: catalogs go through the loader instead of the JSON parser. */
export const compileMessageCatalogs: NonNullable<RsbuildConfig['tools']>['bundlerChain'] = (
  chain,
) => {
  chain.module
    .rule('message-catalogs')
    .test(MESSAGE_CATALOG)
    .type('javascript/auto')
    .use('messages')
    .loader(path.join(import.meta.dirname, 'messages-loader.cjs'));
};
