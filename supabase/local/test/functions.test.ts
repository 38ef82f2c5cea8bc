import { FunctionsHttpError } from '@supabase/supabase-js';
import { anonClient, anonKey, stackUrl } from './helpers.ts';

describe('functions', () => {
  it('invokes a handler with the body, the caller token and server-side env', async () => {
    const { data, error } = await anonClient().functions.invoke('echo', {
      body: { hello: 'world' },
    });
    expect(error).toBeNull();
    expect(data).toEqual({
      method: 'POST',
      body: { hello: 'world' },
      authorization: `Bearer ${anonKey()}`,
      hasServiceKey: true,
      supabaseUrl: stackUrl(),
      secret: 'fixture-secret',
    });
  });

  it('answers 404 JSON for an unknown function and 500 JSON for a throwing one', async () => {
    const unknown = await anonClient().functions.invoke('no-such-function');
    expect(unknown.error).toBeInstanceOf(FunctionsHttpError);
    const unknownRes = (unknown.error as FunctionsHttpError).context as Response;
    expect(unknownRes.status).toBe(404);
    expect(await unknownRes.json()).toMatchObject({ code: 'NOT_FOUND' });

    const auth = { authorization: `Bearer ${anonKey()}` };
    const boom = await fetch(`${stackUrl()}/functions/v1/boom`, { method: 'POST', headers: auth });
    expect(boom.status).toBe(500);
    expect(await boom.json()).toEqual({ code: 'FUNCTION_ERROR', message: 'Function boom failed' });

    const traversal = await fetch(`${stackUrl()}/functions/v1/..%2Fsrc`, {
      method: 'POST',
      headers: auth,
    });
    expect(traversal.status).toBe(404);
  });

  it('passes a body that does not parse to the function, as hosted does', async () => {
    const res = await fetch(`${stackUrl()}/functions/v1/echo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${anonKey()}`, 'content-type': 'application/json' },
      body: '{"truncated":',
    });
    // The echo fixture's req.json() throws: the function's own failure, not the gateway's 400.
    expect(res.status).toBe(500);
  });
});
