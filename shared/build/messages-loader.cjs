// Compiles a message catalog (`src/locales/<language>/<name>.json`: key → ICU message) to the form
// Lingui's runtime reads without a parser, as a module exporting it (create-app-config.ts). A
// message that does not parse fails the build, naming its key.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS loader for Rspack.
const { compileMessage } = require('@lingui/message-utils/compileMessage');

module.exports = function compileCatalog(source) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${this.resourcePath}: ${key} is not text`);
    try {
      compiled[key] = compileMessage(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: ${key} is not a valid ICU message: ${error.message}`, {
        cause: error,
      });
    }
  }
  return `export default ${JSON.stringify(compiled)};\n`;
};
