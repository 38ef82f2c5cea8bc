import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedFilesOf } from './migrate.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'seed-files-'));
  mkdirSync(path.join(dir, 'seeds'));
  for (const file of ['seed.sql', 'seeds/1-b.sql', 'seeds/0-a.sql', 'seeds/notes.txt']) {
    writeFileSync(path.join(dir, file), '');
  }
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('finds the seed files as the CLI does: in the order listed, a pattern sorted by name', () => {
  const files = seedFilesOf(dir, ['./seed.sql', './seeds/*.sql', './missing.sql']);
  expect(files.map((file) => path.relative(dir, file))).toEqual([
    'seed.sql',
    path.join('seeds', '0-a.sql'),
    path.join('seeds', '1-b.sql'),
  ]);
});

it('finds nothing in a folder that is not there', () => {
  expect(seedFilesOf(dir, ['./elsewhere/*.sql'])).toEqual([]);
});
