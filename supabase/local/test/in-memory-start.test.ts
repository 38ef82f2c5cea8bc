// An in-memory stack starts from the cluster initdb made for the first one (db.ts
// freshClusterSnapshot): the file is kept, and a stack started from it is migrated and seeded.
import { existsSync, rmSync } from 'node:fs';
import { freshClusterFile } from '../src/db.ts';
import { runStackCli } from './helpers.ts';

const onPglite = process.env.DATABASE_URL ? describe.skip : describe;

onPglite('an in-memory stack', () => {
  it('keeps the cluster initdb made, and the next stack starts from it migrated and seeded', async () => {
    rmSync(freshClusterFile(), { force: true });
    const first = runStackCli([]);
    await first.ready;
    first.stop();
    await first.exit;
    expect(existsSync(freshClusterFile())).toBe(true);

    const second = runStackCli([]);
    try {
      const { url, anonKey } = await second.ready;
      const answer = await fetch(`${url}/rest/v1/items?select=name&limit=1`, {
        headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
      });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toHaveLength(1);
    } finally {
      second.stop();
      await second.exit;
    }
  }, 120_000);
});
