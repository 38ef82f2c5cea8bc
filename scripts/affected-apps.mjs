// CI: which apps a push or pull request touches (lib/affected-apps.mjs).
//   node scripts/affected-apps.mjs --base <git ref>             → JSON list of app folders
//   node scripts/affected-apps.mjs --base <git ref> --stages    → {"shell":true,"remotes":[…]},
//       also appended to $GITHUB_OUTPUT as shell=true|false and remotes=[…] (apps.yml runs the
//       shell's pipeline first, then the remotes')
// A base that is not a commit here (a new branch pushes 000000…) affects every app.
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { affectedApps, releaseStages } from './lib/affected-apps.mjs';
import { APPS, repoRoot } from './lib/apps.mjs';

const { values } = parseArgs({
  options: { base: { type: 'string' }, stages: { type: 'boolean', default: false } },
});
if (!values.base) throw new Error('--base <git ref> is required');

const known = spawnSync('git', ['cat-file', '-e', `${values.base}^{commit}`], { cwd: repoRoot });
const apps = known.status === 0 ? affectedApps({ base: values.base }) : APPS;

if (values.stages) {
  const { shell, remotes } = releaseStages(apps);
  console.log(JSON.stringify({ shell, remotes }));
  if (process.env.GITHUB_OUTPUT) {
    appendFileSync(
      process.env.GITHUB_OUTPUT,
      `shell=${shell}\nremotes=${JSON.stringify(remotes)}\n`,
    );
  }
} else {
  console.log(JSON.stringify(apps.map((app) => app.dir)));
}
