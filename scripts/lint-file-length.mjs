// Part of `pnpm lint`: every source file git tracks (or would track) is at most 300 lines, tests,
// generated files and applied migrations aside (scripts/lint/file-length.mjs); exits 1 otherwise.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/apps.mjs';
import { isCounted, overLong } from './lint/file-length.mjs';

const listed = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
  {
    cwd: repoRoot,
    encoding: 'utf8',
  },
);
const files = listed
  .split('\0')
  .filter((file) => file && isCounted(file))
  .flatMap((file) => {
    try {
      return [{ path: file, text: readFileSync(path.join(repoRoot, file), 'utf8') }];
    } catch {
      return []; // deleted in the work tree but not yet in the index
    }
  });
const problems = overLong(files);
if (problems.length) {
  console.error(`Files over the length limit (split them by job):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`file length: ${files.length} source files, none over the limit`);
