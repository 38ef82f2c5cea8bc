// Shared-singleton compatibility between a candidate and what is live, from the federation
// manifests alone (mf-manifest.json `shared`: each package's version and requiredVersion).
import semver from 'semver';

/**
 * Why `consumer` would load a second copy of a singleton `provider` already provides: with
 * 'loaded-first' the runtime reuses the loaded copy only when its version satisfies the
 * consumer's requiredVersion; otherwise the consumer's own copy loads (a second React, router…).
 * @param {{ name: string, version: string, requiredVersion?: string | false, singleton?: boolean }[]} consumer
 * @param {{ name: string, version: string }[]} provider
 * @param {{ consumerName: string, providerName: string }} names for the messages
 * @returns {string[]}
 */
export function singletonMismatches(consumer, provider, { consumerName, providerName }) {
  const provided = new Map(provider.map((shared) => [shared.name, shared.version]));
  const problems = [];
  for (const shared of consumer) {
    if (!shared.singleton || !shared.requiredVersion || !provided.has(shared.name)) continue;
    const version = provided.get(shared.name);
    if (!semver.satisfies(version, shared.requiredVersion)) {
      problems.push(
        `${shared.name}: ${consumerName} needs ${shared.requiredVersion} but ${providerName} ` +
          `provides ${version} (a second copy would load)`,
      );
    }
  }
  return problems;
}
