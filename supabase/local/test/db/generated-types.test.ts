// The site's database types are generated from the migrations (`pnpm db:types`); a migration
// committed without regenerating them fails here.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { dbUrl } from '../helpers.ts';

const repoRoot = path.resolve(__dirname, '../../../..');

describe('shared/src/types/database.generated.ts', () => {
  it('is what the generator makes of the migrated test database', async () => {
    const run = promisify(execFile)(
      process.execPath,
      ['scripts/db-types.mjs', '--check', '--db-url', dbUrl()],
      { cwd: repoRoot },
    );
    await expect(run).resolves.toMatchObject({ stdout: expect.stringContaining('up to date') });
  }, 120_000);
});
