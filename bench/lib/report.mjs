// Output of the benchmarks: an aligned table on stdout and JSON in bench/results/<name>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/apps.mjs';

export { printTable } from '../../scripts/lib/print-table.mjs';

export function writeResults(name, data) {
  const dir = path.join(repoRoot, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), ...data }, null, 2)}\n`);
  console.log(`\nwritten to ${path.relative(repoRoot, file)}`);
}

export const kb = (bytes) => Math.round(bytes / 102.4) / 10;

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
