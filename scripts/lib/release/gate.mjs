// The gate before promotion (`pnpm release`): a candidate goes live only when
//   1. its shared singletons can share the live ones (compat.mjs: no second React or router),
//   2. its contract with the shared package holds beside the live apps (a remote needs no export
//      of `@norsecraft/shared` the live shell lacks; a shell drops none a live remote uses),
//   3. its pages take no path another live remote serves, and
//   4. the canary passes (canary.mjs): every page it serves renders in the live site, in the
//      browser and on the server — in a process without the release's credentials
//      (canary-process.mjs), as the candidate's code runs there.
// A refusal throws with every reason; the target is untouched until the gate has passed.
// `gate.warmUp({ target })` starts that process (its backend, its browser) while the candidate
// builds.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTES, SHELL } from '../apps.mjs';
import { startCanaryProcess } from './canary-process.mjs';
import { sharedContractProblems, singletonMismatches } from './compat.mjs';
import { pathConflicts, versionPrefix } from './registry.mjs';
import { readRegistry } from './releases.mjs';

export class GateRefusal extends Error {
  constructor(app, version, reasons) {
    super(
      `refused ${app.dir} ${version}; the live site is unchanged:\n  - ${reasons.join('\n  - ')}`,
    );
    this.name = 'GateRefusal';
    this.reasons = reasons;
  }
}

async function liveManifest(target, app, version) {
  return target.readJson(`${versionPrefix(app, version)}mf-manifest.json`);
}

const contractOf = (manifest) => manifest?.metaData?.sharedContract;

/** Singleton and shared-contract problems between the candidate and the live apps beside it. */
async function compatibilityProblems(target, registry, app, distDir) {
  const candidate = JSON.parse(await readFile(path.join(distDir, 'mf-manifest.json'), 'utf8'));
  const problems = [];
  if (app.role === 'remote') {
    const shellVersion = registry.apps[SHELL.name]?.version;
    if (!shellVersion) return problems;
    const shell = await liveManifest(target, SHELL, shellVersion);
    const shellName = `the live shell (${shellVersion})`;
    problems.push(
      ...singletonMismatches(candidate.shared, shell.shared, {
        consumerName: app.name,
        providerName: shellName,
      }),
      ...sharedContractProblems(contractOf(candidate), contractOf(shell), {
        remoteName: app.name,
        shellName,
      }),
    );
  } else {
    for (const remote of REMOTES) {
      const version = registry.apps[remote.name]?.version;
      if (!version) continue;
      const live = await liveManifest(target, remote, version);
      const remoteName = `live ${remote.name} (${version})`;
      problems.push(
        ...singletonMismatches(live.shared, candidate.shared, {
          consumerName: remoteName,
          providerName: 'the candidate shell',
        }),
        ...sharedContractProblems(contractOf(live), contractOf(candidate), {
          remoteName,
          shellName: 'the candidate shell',
        }).map((problem) =>
          problem.replace('release the shell first', 'release that remote first'),
        ),
      );
    }
  }
  return problems;
}

/**
 * The gate `pnpm release` runs between build and publish; throws a GateRefusal to refuse.
 * `warm` (from `gate.warmUp({ target })`) is the canary's process, started earlier.
 */
export async function gate({ app, distDir, release, target, warm, log = () => {} }) {
  const registry = await readRegistry(target);
  const reasons = [
    ...(await compatibilityProblems(target, registry, app, distDir)),
    ...pathConflicts(registry, app, release.pages),
  ];
  if (reasons.length) throw new GateRefusal(app, release.version, reasons);
  const liveShell = registry.apps[SHELL.name];
  if (!liveShell) {
    log('no live shell to load the candidate into: canary skipped (first release)');
    return;
  }
  log(`canary: ${app.dir} ${release.version} in the live site (shell ${liveShell.version})`);
  const canary = warm ?? startCanaryProcess(target);
  try {
    const problems = await canary.check({ app, distDir, release, log });
    if (problems.length) throw new GateRefusal(app, release.version, problems);
  } finally {
    if (!warm) await canary.close();
  }
  log('canary passed');
}

gate.warmUp = ({ target }) => startCanaryProcess(target);
