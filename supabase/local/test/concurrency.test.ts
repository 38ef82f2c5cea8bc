// PostgREST and our own auth/storage queries share one PGlite session: under load nothing may
// interleave inside another connection's transaction, and nothing may be lost.
import { randomUUID } from 'node:crypto';
import { anonClient, createTestUser, serviceClient, signInAs } from './helpers.ts';

describe('concurrency', () => {
  it('lands 300 concurrent REST inserts while auth and storage requests run', async () => {
    const marker = `c${randomUUID().slice(0, 8)}`;
    // Service role: the API roles may only submit scores through submit_score, one at a time.
    const inserts = Array.from({ length: 300 }, (_, i) =>
      serviceClient().from('flappy_steve_scores').insert({ username: marker, score: i }),
    );
    const authWork = Array.from({ length: 12 }, async () => {
      const { client, email, password, user } = await createTestUser();
      await signInAs(email, password);
      const refreshed = await client.auth.refreshSession();
      const avatar = new Blob([new Uint8Array(Buffer.from('89504e470d0a1a0a00', 'hex'))], {
        type: 'image/png',
      });
      const uploaded = await client.storage.from('avatars').upload(`avatars/${user.id}`, avatar);
      return (
        !refreshed.error &&
        !uploaded.error &&
        (await client.auth.getUser()).data.user?.id === user.id
      );
    });

    const [insertResults, authResults] = await Promise.all([
      Promise.all(inserts),
      Promise.all(authWork),
    ]);
    expect(insertResults.map((r) => r.status)).toEqual(Array(300).fill(201));
    expect(authResults).toEqual(Array(12).fill(true));

    const { count, error } = await anonClient()
      .from('flappy_steve_scores')
      .select('score', { count: 'exact', head: true })
      .eq('username', marker);
    expect(error).toBeNull();
    expect(count).toBe(300);
    // Off the board again: other tests read the seeded top 10.
    const removed = await serviceClient()
      .from('flappy_steve_scores')
      .delete()
      .eq('username', marker);
    expect(removed.error).toBeNull();
  }, 120_000);
});
