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

/**
 * Why a remote would miss part of the shared package beside a given shell: the exports it
 * imports (its manifest's `metaData.sharedContract.needs`, shared/build/shared-contract.ts) that
 * the shell's copy does not provide (`provides`). The federation runtime gives every remote the
 * shell's copy, so a missing export is undefined at run time. A side without a contract (built
 * before contracts were recorded) cannot be checked: no problem is reported.
 * @param {{ version: string, needs?: string[] } | undefined} remote
 * @param {{ version: string, provides?: string[] } | undefined} shell
 * @param {{ remoteName: string, shellName: string, advice?: string }} names for the messages, and
 *   what to do (default: release the shell first)
 * @returns {string[]}
 */
export function sharedContractProblems(
  remote,
  shell,
  { remoteName, shellName, advice = 'release the shell first' },
) {
  if (!remote?.needs || !shell?.provides) return [];
  const provided = new Set(shell.provides);
  const missing = remote.needs.filter((name) => !provided.has(name));
  if (!missing.length) return [];
  return [
    `@norsecraft/shared: ${remoteName} uses ${missing.join(', ')} (built with shared ` +
      `${remote.version}), which ${shellName} does not provide (shared ${shell.version}): ${advice}`,
  ];
}
