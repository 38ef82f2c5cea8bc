/** A config.toml the local stack cannot run with: the message names the key. */
export class ConfigError extends Error {}
