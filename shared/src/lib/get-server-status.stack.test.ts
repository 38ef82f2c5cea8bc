import { getServerStatus } from './get-server-status';

// The function's answers for a server that is up, full, down or slow are tested with a real game
// server in supabase/local/test/server-status.test.ts; here, that the site's client reaches it.
it("reads the stack's server-status function, as a visitor", async () => {
  const status = await getServerStatus();
  expect(status).toEqual(
    expect.objectContaining({ online: expect.any(Boolean), checked_at: expect.any(String) }),
  );
  expect(Date.parse(status.checked_at)).not.toBeNaN();
});
