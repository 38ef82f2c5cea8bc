// A function's own secret sent as `Authorization: Bearer <key>` (game servers, not browsers).

const encoder = new TextEncoder();

/**
 * Whether `given` is `expected`, in time that tells nothing about either: both are hashed first
 * (equal lengths, no early exit on the first differing byte of the key itself) and every byte of
 * the digests is compared. Web Crypto only, so it runs on Deno and Node alike.
 */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all(
    [given, expected].map(
      async (text) => new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))),
    ),
  );
  let difference = 0;
  for (let i = 0; i < a!.length; i += 1) difference |= a![i]! ^ b![i]!;
  return difference === 0;
}

/** Whether the request carries `Authorization: Bearer <expected>`. */
export async function hasBearerKey(req: Request, expected: string): Promise<boolean> {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  // Compared even when absent, so a missing header costs what a wrong one does.
  const matches = await sameSecret(given ?? '', expected);
  return given !== undefined && matches;
}
