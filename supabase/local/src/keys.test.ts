import { localKeys } from './keys.ts';
import { signJwt, verifyJwt } from './jwt.ts';

describe('localKeys', () => {
  it('reproduces the Supabase CLI demo keys for the default secret', () => {
    const { anonKey, serviceRoleKey } = localKeys();
    expect(anonKey).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
    );
    expect(serviceRoleKey).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
    );
  });
});

describe('verifyJwt', () => {
  const secret = 'x'.repeat(40);

  it('returns the claims of a valid token', () => {
    expect(verifyJwt(signJwt({ sub: 'a', exp: 2000 }, secret), secret, 1000)).toEqual({
      sub: 'a',
      exp: 2000,
    });
  });

  it('rejects a wrong signature, an expired token and garbage', () => {
    expect(() => verifyJwt(signJwt({ sub: 'a' }, 'y'.repeat(40)), secret)).toThrow(
      /signature is invalid/,
    );
    expect(() => verifyJwt(signJwt({ exp: 1000 }, secret), secret, 1000)).toThrow(/expired/);
    expect(() => verifyJwt('not-a-token', secret)).toThrow(/malformed/);
  });
});
