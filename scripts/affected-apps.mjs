// CI: which apps a push or pull request touches (lib/affected-apps.mjs).
//   node scripts/affected-apps.mjs --base <git ref>              → JSON list of app folders
//   node scripts/affected-apps.mjs --base <git ref> --app <dir>  → affected=true|false, also
//                                                                   appended to $GITHUB_OUTPUT
// A base that is not a commit here (a new branch pushes 000000…) affects every app.
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { affectedApps } from './lib/affected-apps.mjs';
import { APPS, findApp, repoRoot } from './lib/apps.mjs';

const { values } = parseArgs({ options: { base: { type: 'string' }, app: { type: 'string' } } });
if (!values.base) throw new Error('--base <git ref> is required');

const known = spawnSync('git', ['cat-file', '-e', `${values.base}^{commit}`], { cwd: repoRoot });
const apps = known.status === 0 ? affectedApps({ base: values.base }) : APPS;

if (values.app) {
  const line = `affected=${apps.includes(findApp(values.app))}`;
  console.log(line);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `${line}\n`);
} else {
  console.log(JSON.stringify(apps.map((app) => app.dir)));
}
